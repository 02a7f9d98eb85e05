// Sports-Reference school seasons 1947-48..2018-19 (ncaa_mbb_team_seasons): W-L, conference record, ratings, AP
// ranks and the NCAA result code, with home/away records and streaks derived from the 1985-2016 games, tournament
// results from the Kaggle files, and the 2018-19 postseason added to rows scraped before it.
import { type PlayedGame, deriveRecords } from '../../derive';
import type { BuildContext } from '../../model';
import { compact } from '../../shared/json';
import { int, num, text } from '../../shared/parse';
import { claimAll } from '../../pipeline/claims';
import { L, REG_2016, SR_FILE, SR_SEASONS } from './common';
import { TEAM_RECORD } from './figures';
import type { Game, GameData } from './game-types';
import type { SeasonFacts } from './seasons';
import { addTeamSeason, teamSeasonKey } from './team-season-row';
import type { Teams } from './teams';

/** Text for a Sports-Reference NCAA code where no game-level data exists (before 1985). */
const CODE_TEXT: Record<string, string> = {
  '9': 'Won National Final',
  '8': 'Lost National Final',
  '7': 'Lost National Semifinal',
};

/** Team seasons; returns the number of teams per season. */
export function addTeamSeasons(
  ctx: BuildContext,
  teams: Teams,
  data: GameData,
  facts: SeasonFacts,
): Map<number, number> {
  // Home/away records (non-neutral regular-season games) and streaks (every game, postseason included) 1985-2016.
  const bySeason = new Map<number, Game[]>();
  for (const g of data.games) {
    if (!bySeason.has(g.startYear)) bySeason.set(g.startYear, []);
    bySeason.get(g.startYear)!.push(g);
  }
  const noGroup = () => ({ division: null, conference: null });
  const played = (g: Game, regularSeason: boolean): PlayedGame => ({
    date: g.date,
    home: g.home,
    away: g.away,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    regularSeason,
  });
  const derived = new Map<
    number,
    {
      homeAway: ReturnType<typeof deriveRecords>;
      all: ReturnType<typeof deriveRecords>;
      neutral: Map<string, [number, number]>;
      post: Map<string, [number, number]>;
    }
  >();
  for (const [y, gs] of bySeason) {
    const neutral = new Map<string, [number, number]>();
    const post = new Map<string, [number, number]>();
    for (const g of gs) {
      const m = g.kind === 'regular' ? (g.neutral ? neutral : null) : post;
      if (!m) continue;
      for (const [t, won] of [
        [g.home, g.homeScore > g.awayScore],
        [g.away, g.awayScore > g.homeScore],
      ] as const) {
        const r = m.get(t) ?? [0, 0];
        r[won ? 0 : 1]++;
        m.set(t, r);
      }
    }
    const hasRegular = gs.some((g) => g.kind === 'regular');
    derived.set(y, {
      homeAway: deriveRecords(
        gs.filter((g) => g.kind === 'regular' && !g.neutral).map((g) => played(g, true)),
        noGroup,
      ),
      all: hasRegular
        ? deriveRecords(
            gs.map((g) => played(g, true)),
            noGroup,
          )
        : new Map(),
      neutral,
      post,
    });
  }

  const rows = ctx.readCsv(SR_FILE);
  const seen = new Set<string>();
  const count = new Map<number, number>();
  rows.forEach((r, i) => {
    const line = i + 2;
    if (r.season.endsWith('-nm')) {
      ctx.report({
        source: SR_SEASONS,
        file: SR_FILE,
        line,
        problem: `non-Division I season ${r.season} of ${r.school} skipped`,
      });
      return;
    }
    const m = /^(\d{4})-(\d{2})$/.exec(r.season);
    if (!m) {
      ctx.report({ source: SR_SEASONS, file: SR_FILE, line, problem: `unreadable season '${r.season}'` });
      return;
    }
    const y = Number(m[1]); // the `year` column is wrong for 1999-00, so the season label is used
    if (!teams.schools.has(r.school)) {
      ctx.report({ source: SR_SEASONS, file: SR_FILE, line, problem: `unmatched school ${r.school}` });
      return;
    }
    const key = teamSeasonKey(r.school, y);
    if (seen.has(key)) {
      ctx.report({
        source: SR_SEASONS,
        file: SR_FILE,
        line,
        problem: `second row for ${r.school} ${r.season} ignored`,
      });
      return;
    }
    seen.add(key);
    count.set(y, (count.get(y) ?? 0) + 1);
    let w = int(r.w) ?? 0;
    let l = int(r.l) ?? 0;
    const d = derived.get(y);
    const tt = data.tourney.get(y)?.get(r.school);
    const post = d?.post.get(r.school);
    let pre: string | null = null;
    if (y === 2018 && post) {
      // The 2018-19 rows were scraped before the postseason: add the NCAA/NIT/CBI/CIT games from the Kaggle files.
      pre = `${w}-${l}`;
      w += post[0];
      l += post[1];
    }
    const conf = teams.confBySr.get(r.conf);
    if (!conf)
      ctx.report({ source: SR_SEASONS, file: SR_FILE, line, problem: `unknown conference '${r.conf}'` });
    const wc = int(r.w_conf);
    const lc = int(r.l_conf);
    if ((wc === null && text(r.w_conf) !== null) || (lc === null && text(r.l_conf) !== null))
      ctx.report({
        source: SR_SEASONS,
        file: SR_FILE,
        line,
        problem: `${r.school} ${r.season}: conference record ${r.w_conf}-${r.l_conf} is not a count (imputed); left out`,
      });
    const code = r.ncaa_tournament;
    const isChamp = facts.champion.get(y) === r.school;
    const inTourney = y >= 1984 ? tt !== undefined : code !== '0' && code !== '';
    let result: string | null = null;
    if (y >= 1984) result = tt?.result ?? null;
    else if (code && code !== '0') result = CODE_TEXT[code] ?? 'NCAA Tournament';
    const ap = (v: string) => {
      const n = int(v);
      return n !== null && n < 30 ? n : null;
    };
    const ha = d?.homeAway.get(r.school);
    const all = d?.all.get(r.school);
    claimAll(
      ctx,
      TEAM_RECORD,
      { league: L, key: teamSeasonKey(r.school, y), label: `${r.school}, ${r.season}` },
      [
        { source: SR_SEASONS, value: `${w}-${l}` },
        { source: REG_2016, value: all ? `${all.wins}-${all.losses}` : null, ...gamesNote(w, l, all) },
      ],
    );
    const neutral = d?.neutral.get(r.school);
    const srSeed = int(r.seed);
    addTeamSeason(ctx, teams, {
      school: r.school,
      start: y,
      wins: w,
      losses: l,
      conference: conf ?? null,
      conference_record: wc !== null && lc !== null && wc + lc > 0 ? `${wc}-${lc}` : null,
      home_record: ha?.homeRecord ?? null,
      away_record: ha?.awayRecord ?? null,
      streak: all?.streak ?? null,
      playoff_result: result,
      playoff_position: isChamp ? 'champion' : inTourney ? 'playoffs' : 'eliminated',
      is_champion: isChamp,
      head_coach_name: r.coaches || null,
      stats: compact({
        srs: num(r.srs),
        sos: num(r.sos),
        ppg: num(r.pts),
        oppg: num(r.pts_vs),
        ap_pre: ap(r.ap_pre),
        ap_high: ap(r.ap_high),
        ap_final: ap(r.ap_final),
        seed: tt?.seed ?? (srSeed !== null && srSeed < 20 ? String(srSeed) : null),
        region: tt?.region ?? null,
        ncaa_w: tt ? tt.wins : null,
        ncaa_l: tt ? tt.losses : null,
        neutral: neutral ? `${neutral[0]}-${neutral[1]}` : null,
        pre_postseason: pre,
        sr_code: code && code !== '0' ? Number(code) : null,
      }),
      derived_from_games: false,
      source: SR_SEASONS,
    });
  });
  return count;
}

/** Why the Kaggle games may count fewer wins or losses (never more): they hold games between Division I teams only. */
function gamesNote(
  w: number,
  l: number,
  all: { wins: number; losses: number } | undefined,
): { note?: string } {
  if (!all || all.wins > w || all.losses > l || (all.wins === w && all.losses === l)) return {};
  return { note: 'the Kaggle games hold only games between Division I teams' };
}
