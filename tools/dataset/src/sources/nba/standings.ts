// Seasons and team_seasons (standings): W-L from team_summaries, records/streaks derived from games.
import type { BuildContext, Json } from '../../model';
import { deriveRecords, type DerivedRecord, type PlayedGame } from '../../derive';
import { coachStintKey, type CoachesResult } from './coaches';
import type { FinalsResult } from './finals';
import { readSpanRows, spanOf } from '../../shared/hand';
import { bool, int, num, text } from '../../shared/parse';
import { leagueSeasonLabel, seasonSlug } from '../../shared/season';
import type { GamesResult, Series } from './game-types';
import { BBREF, LG, seasonKey, seasonName, teamKey } from './keys';
import type { TeamsResult } from './teams';
import { seasonWinPercentage } from '../../shared/win-percentage';
import { claimAll } from '../../pipeline/claims';
import { COACH_PLAYOFF_RECORD, COACH_RECORD, TEAM_RECORD } from './figures';
import { NBA_TIEBREAKER, joinHeadCoaches } from '@trophy-room/domain';

const STAT_COLS: [string, string][] = [
  ['age', 'age'],
  ['pw', 'pw'],
  ['pl', 'pl'],
  ['mov', 'mov'],
  ['sos', 'sos'],
  ['srs', 'srs'],
  ['o_rtg', 'ortg'],
  ['d_rtg', 'drtg'],
  ['n_rtg', 'nrtg'],
  ['pace', 'pace'],
  ['ts_percent', 'ts'],
  ['e_fg_percent', 'efg'],
  ['attend', 'attend'],
  ['attend_g', 'attend_g'],
];

export function addStandings(
  ctx: BuildContext,
  t: TeamsResult,
  gr: GamesResult,
  finals: Map<number, FinalsResult>,
  coaches: CoachesResult,
): { recordOf: (franchise: string, start: number) => string | null } {
  const file = 'nba_bbref/team_summaries.csv';
  // hand/nba/arenas.csv: a team's arena for seasons the team summaries write NA, each row checked.
  const arenas = readSpanRows(ctx, 'nba', 'arenas.csv');
  const totals = new Map<string, Record<string, string>>();
  for (const r of ctx.readCsv('nba_bbref/team_totals.csv')) {
    const m = r.lg !== 'ABA' ? t.fr.lookup(r.abbreviation, Number(r.season)) : null;
    if (m) totals.set(`${m.franchise}:${r.season}`, r);
  }
  const latest = Math.max(...t.seasons);
  const records = new Map<string, string>();

  for (const start of t.seasons) {
    const seasonEnd = start + 1;
    const teams = [...t.summaries.values()]
      .filter((s) => s.seasonEnd === seasonEnd)
      .sort((a, b) => a.franchise.localeCompare(b.franchise));
    const seasonGames = gr.games.filter((g) => g.start === start);
    const regular = seasonGames.filter(
      (g) => !g.playoff && !g.playIn && !g.cupFinal && g.homeScore !== null && g.awayScore !== null,
    );
    const played: PlayedGame[] = regular.map((g) => ({
      date: g.date,
      home: g.home,
      away: g.away,
      homeScore: g.homeScore!,
      awayScore: g.awayScore!,
      regularSeason: true,
    }));
    const derived = deriveRecords(played, (fr) => t.alignment(fr, start));
    const fin = finals.get(start);
    const series = gr.series.get(start) ?? [];
    const complete = gr.finals.has(start);
    const lgName = start <= 1948 ? 'BAA' : 'NBA';

    // Standings values per team.
    type Line = { fr: string; w: number; l: number; d: DerivedRecord | null; fromGames: boolean };
    const lines: Line[] = [];
    let partialReported = false;
    for (const s of teams) {
      const w = int(s.row.w) ?? 0;
      const l = int(s.row.l) ?? 0;
      const d = derived.get(s.franchise) ?? null;
      if (d && d.wins === w && d.losses === l && d.ties === 0)
        lines.push({ fr: s.franchise, w, l, d, fromGames: false });
      else if (d && start === latest && d.gamesPlayed > w + l) {
        lines.push({ fr: s.franchise, w: d.wins, l: d.losses, d, fromGames: true });
        if (!partialReported) {
          partialReported = true;
          ctx.report({
            source: BBREF,
            file,
            problem: `${leagueSeasonLabel(LG, start)} team_summaries are a mid-season snapshot; W-L and records taken from the complete game file`,
          });
        }
      } else {
        lines.push({ fr: s.franchise, w, l, d: null, fromGames: false });
        if (d)
          ctx.report({
            source: BBREF,
            file,
            line: s.line,
            problem: `${s.name} ${leagueSeasonLabel(LG, start)}: games give ${d.wins}-${d.losses}, summary ${w}-${l}; summary kept, no home/away records`,
          });
      }
    }
    // Playoff outcome per team from complete series.
    const lastSeries = new Map<string, Series>();
    for (const s of series) for (const fr of [s.a, s.b]) lastSeries.set(fr, s);

    for (const s of teams) {
      const x = lines.find((y) => y.fr === s.franchise)!;
      claimRecords(
        ctx,
        start,
        s,
        derived.get(s.franchise) ?? null,
        seasonGames[0]?.source ?? null,
        regular.at(-1)?.date ?? null,
        coaches,
      );
      if (complete && start === COACH_FILE_LAST) coachPlayoffRecord(ctx, start, s, series, coaches);
      const r = s.row;
      const al = t.alignment(s.franchise, start);
      const isChamp = fin?.winner === s.franchise;
      const flag = bool(r.playoffs);
      const ls = lastSeries.get(s.franchise);
      // With complete playoff games, participation comes from the series (the 2024-25 flag marks play-in losers).
      const madePlayoffs = complete ? !!ls : flag;
      if (complete && start !== latest && flag !== !!ls)
        ctx.report({
          source: BBREF,
          file,
          line: s.line,
          problem: `${s.name} ${leagueSeasonLabel(LG, start)}: playoffs flag ${flag} but ${ls ? 'plays' : 'no'} playoff series in the games; games kept`,
        });
      let result: string | null = null;
      if (isChamp) result = `Won ${lgName} Finals`;
      else if (fin?.loser === s.franchise) result = `Lost ${lgName} Finals`;
      else if (madePlayoffs) {
        if (complete && ls) result = ls.round ? `Lost ${ls.round}` : 'Lost in playoffs';
        else result = 'Made playoffs';
      }
      const stats: Record<string, Json> = {};
      for (const [col, key] of STAT_COLS) {
        const v = num(r[col]);
        if (v !== null) stats[key] = v;
      }
      // The home arena that season under its name then (team_summaries names it, or a checked hand row where it
      // writes NA); never today's.
      const arena = text(r.arena) ?? text(spanOf(arenas, 'team', s.name, start)?.row.arena) ?? null;
      if (arena) stats.arena = arena;
      if (x.fromGames) stats.summary_wl = `${r.w}-${r.l} (snapshot)`;
      const tot = totals.get(`${s.franchise}:${seasonEnd}`);
      const coachNames = (coaches.byTeamSeason.get(`${s.franchise}:${start}`) ?? []).map((c) => c.name);
      records.set(`${s.franchise}:${start}`, `${x.w}-${x.l}`);
      ctx.add('team_seasons', {
        key: `nba:ts:${s.franchise}:${start}`,
        team: teamKey(s.franchise),
        season: seasonKey(start),
        name: s.name,
        abbreviation: s.abbreviation,
        conference: al.conference,
        division: al.division,
        games_played: x.w + x.l,
        wins: x.w,
        losses: x.l,
        ties: 0,
        win_percentage: seasonWinPercentage(LG, start, { wins: x.w, losses: x.l }),
        points_for: x.d?.pointsFor ?? int(tot?.pts),
        points_against: x.d?.pointsAgainst ?? null,
        home_record: x.d?.homeRecord ?? null,
        away_record: x.d?.awayRecord ?? null,
        division_record: x.d?.divisionRecord ?? null,
        conference_record: x.d?.conferenceRecord ?? null,
        streak: x.d?.streak ?? null,
        playoff_result: result,
        playoff_position: isChamp ? 'champion' : madePlayoffs ? 'playoffs' : 'eliminated',
        is_champion: isChamp,
        head_coach_name: coachNames.length ? joinHeadCoaches(coachNames) : null,
        stats,
        derived_from_games: x.fromGames,
        venue: t.venueKey(arena),
        venue_name: arena,
        source: BBREF,
      });
    }

    // Season row.
    const dates = (l: { date: string }[]) => l.map((g) => g.date).sort();
    const reg = dates(regular);
    const po = dates(seasonGames.filter((g) => g.playoff));
    ctx.add('seasons', {
      key: seasonKey(start),
      slug: seasonSlug(LG, start),
      league: LG,
      start_year: start,
      end_year: start + 1,
      name: seasonName(start),
      regular_season_start: reg[0] ?? null,
      regular_season_end: reg[reg.length - 1] ?? null,
      playoffs_start: po[0] ?? null,
      playoffs_end: complete ? (po[po.length - 1] ?? null) : null,
      teams_count: teams.length,
      games_count: seasonGames.length,
      regular_season_games: Math.max(...lines.map((x) => x.w + x.l)),
      champion_team: fin ? teamKey(fin.winner) : null,
      source: BBREF,
    });
  }
  return { recordOf: (fr, start) => records.get(`${fr}:${start}`) ?? null };
}

/** The last season of coaches_bbref_to_2016.csv, taken during its playoffs. */
const COACH_FILE_LAST = 2015;

/**
 * The playoff W-L of the team-season's one playoff coach from its playoff series' games, claimed against the coach
 * file's and written where they differ (COACH_PLAYOFF_RECORD): in the file's last season, taken during its playoffs.
 * Earlier seasons keep the file's (Basketball-Reference's), which leaves out tiebreaker games the games file does
 * not always mark (1956, 1957).
 */
function coachPlayoffRecord(
  ctx: BuildContext,
  start: number,
  s: { franchise: string; name: string },
  series: readonly Series[],
  coaches: CoachesResult,
): void {
  const po = (coaches.byTeamSeason.get(`${s.franchise}:${start}`) ?? []).filter((c) => c.poGames > 0);
  const stint =
    po.length === 1 ? ctx.get('coach_stints', coachStintKey(po[0].name, start, s.franchise)) : null;
  if (!stint) return;
  let [w, l] = [0, 0];
  // A tiebreaker game for a playoff place is no playoff game of the coach's record (Basketball-Reference's count).
  for (const x of series.filter((y) => y.round !== NBA_TIEBREAKER)) {
    if (x.a === s.franchise) [w, l] = [w + x.winsA, l + x.winsB];
    if (x.b === s.franchise) [w, l] = [w + x.winsB, l + x.winsA];
  }
  if (w + l === 0) return;
  const file = `${String(stint.playoff_wins)}-${String(stint.playoff_losses)}`;
  const source = series.find((x) => x.a === s.franchise || x.b === s.franchise)!.games[0].source;
  claimAll(
    ctx,
    COACH_PLAYOFF_RECORD,
    {
      league: LG,
      key: String(stint.key),
      label: `${po[0].name}, ${s.name}, ${leagueSeasonLabel(LG, start)}`,
    },
    [
      { source, value: `${w}-${l}` },
      {
        source: 'nba_coaches',
        value: file,
        ...(file !== `${w}-${l}` ? { note: 'the coach file was taken during these playoffs' } : {}),
      },
    ],
  );
  Object.assign(stint, { playoff_wins: w, playoff_losses: l });
  po[0].poGames = w + l;
}

/**
 * The team-season's W-L as each source gives it: the team summary, the games, and the sum of its coaches' records
 * (coach files to 2015-16). A latest-season summary is a mid-season snapshot, said as the reason it differs.
 */
function claimRecords(
  ctx: BuildContext,
  start: number,
  s: { franchise: string; name: string; row: Record<string, string> },
  d: DerivedRecord | null,
  gamesSource: string | null,
  lastDate: string | null,
  coaches: CoachesResult,
): void {
  const subject = {
    league: LG,
    key: `nba:ts:${s.franchise}:${start}`,
    label: `${s.name}, ${leagueSeasonLabel(LG, start)}`,
  } as const;
  const games = d && gamesSource ? `${d.wins}-${d.losses}` : null;
  const [w, l] = [int(s.row.w), int(s.row.l)];
  const summary = w !== null && l !== null ? `${w}-${l}` : null;
  const snapshot = d && summary && d.gamesPlayed > (w ?? 0) + (l ?? 0);
  const short = d && summary && d.gamesPlayed < (w ?? 0) + (l ?? 0);
  const gamesNote = short
    ? {
        note: `the game file has ${(w ?? 0) + (l ?? 0) - d.gamesPlayed} fewer games of this team (last ${lastDate})`,
      }
    : {};
  claimAll(ctx, TEAM_RECORD, subject, [
    {
      source: BBREF,
      value: summary,
      ...(snapshot ? { note: 'the team summary is a mid-season snapshot' } : {}),
    },
    ...(gamesSource ? [{ source: gamesSource, value: games, ...gamesNote }] : []),
  ]);
  const list = coaches.byTeamSeason.get(`${s.franchise}:${start}`) ?? [];
  if (!list.length || list.some((c) => c.wins == null || c.losses == null)) return;
  const cw = list.reduce((a, c) => a + c.wins!, 0);
  const cl = list.reduce((a, c) => a + c.losses!, 0);
  const missing = coaches.unlisted.get(`${s.franchise}:${start}`);
  const note = missing
    ? `the coach file lacks ${missing.join(', ')}, whom nba_coaches_2021 lists that season`
    : null;
  claimAll(ctx, COACH_RECORD, subject, [
    { source: 'nba_coaches', value: `${cw}-${cl}`, ...(note ? { note } : {}) },
    ...(gamesSource ? [{ source: gamesSource, value: games }] : []),
  ]);
}
