// Seasons, standings (team_seasons), postseason series and the World Series.
import { deriveRecords } from '../../derive';
import type { BuildContext, Json } from '../../model';
import {
  HAND_WS,
  LAHMAN,
  type Lahman,
  RETRO,
  type TeamYear,
  compact,
  conferenceKey,
  divisionKey,
  int,
  personKey,
  real,
  round3,
  seasonKey,
  teamKey,
} from './common';
import type { GamesSummary } from './games';
import { addResult, resultKey } from '../../history/results';

export interface Series {
  year: number;
  round: string;
  winner: TeamYear;
  loser: TeamYear;
  wins: number;
  losses: number;
  ties: number;
  line: number;
}

/** Stage order of a SeriesPost round (higher = later). */
function stage(round: string): number {
  if (round === 'WS' || round === 'CS') return 4;
  if (round.endsWith('CS')) return 3;
  if (round.includes('DS') || round.endsWith('DIV')) return 2;
  return 1; // wild card
}

/** Display label of a round for a given series. */
function roundLabel(s: Series): string {
  const r = s.round;
  if (r === 'WS') return s.year < 1903 ? "World's Series" : 'World Series';
  if (r === 'CS') return 'NL Championship Series';
  if (r === 'ALCS' || r === 'NLCS') return r;
  if (/^(AL|NL)DS\d*$/.test(r)) return r.slice(0, 4);
  if (/^[AN][EW]DIV$/.test(r)) return `${r[0]}LDS`;
  if (/^(AL|NL)WC\d*$/.test(r)) return `${r.slice(0, 2)} Wild Card ${s.wins === 1 ? 'Game' : 'Series'}`;
  return r;
}

export function loadSeries(ctx: BuildContext, lahman: Lahman): Series[] {
  const out: Series[] = [];
  const ties = new Map(
    ctx.readCsv(`${ctx.handDir}/mlb/world_series_ties.csv`).map((r) => [Number(r.year), r]),
  );
  ctx.readCsv('lahman/SeriesPost.csv').forEach((r, i) => {
    const year = Number(r.yearID);
    const winner = lahman.byTeamId.get(`${year}:${r.teamIDwinner}`);
    const loser = lahman.byTeamId.get(`${year}:${r.teamIDloser}`);
    const wins = int(r.wins);
    const losses = int(r.losses);
    if (!winner || !loser || wins === null || losses === null) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/SeriesPost.csv',
        line: i + 2,
        problem: `series ${year} ${r.round} ${r.teamIDwinner}-${r.teamIDloser} unusable; skipped`,
      });
      return;
    }
    let t = int(r.ties) ?? 0;
    const hand = r.round === 'WS' ? ties.get(year) : undefined;
    if (hand && Number(hand.ties) !== t) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/SeriesPost.csv',
        line: i + 2,
        problem: `${year} World Series: Lahman ties=${t} but ${hand.ties} tie game (${hand.tie_game}; ${hand.source}); using ${hand.ties}`,
      });
      t = Number(hand.ties);
    }
    out.push({ year, round: r.round, winner, loser, wins, losses, ties: t, line: i + 2 });
  });
  return out;
}

export interface ManagerRow {
  playerID: string;
  year: number;
  teamID: string;
  inseason: number;
  name: string;
}

export function addSeasonsAndStandings(
  ctx: BuildContext,
  lahman: Lahman,
  games: GamesSummary,
  series: Series[],
  managers: ManagerRow[],
  names: Map<string, string>,
): void {
  const bySeasonTeams = new Map<number, TeamYear[]>();
  for (const t of lahman.teams) bySeasonTeams.set(t.year, [...(bySeasonTeams.get(t.year) ?? []), t]);
  const seriesByTeam = new Map<string, Series[]>();
  for (const s of series) {
    for (const t of [s.winner, s.loser]) seriesByTeam.set(t.key, [...(seriesByTeam.get(t.key) ?? []), s]);
  }
  const postYears = new Set(series.map((s) => s.year));
  const ws = new Map(series.filter((s) => s.round === 'WS' && s.year >= 1903).map((s) => [s.year, s]));
  const mgrByTeam = new Map<string, ManagerRow[]>();
  for (const m of managers) {
    const k = `${m.year}:${m.teamID}`;
    mgrByTeam.set(k, [...(mgrByTeam.get(k) ?? []), m]);
  }
  for (const list of mgrByTeam.values()) list.sort((a, b) => a.inseason - b.inseason);
  const halves = new Map<string, string[]>();
  for (const h of ctx.readCsv('lahman/TeamsHalf.csv')) {
    const k = `${h.yearID}:${h.teamID}`;
    halves.set(k, [...(halves.get(k) ?? []), `${h.W}-${h.L}`]);
  }
  const hand = ctx.readCsv(`${ctx.handDir}/mlb/world_series.csv`);
  const handYears = hand.map((h) => Number(h.year));

  // Seasons
  const allYears = [...new Set([...lahman.years, ...handYears])].sort((a, b) => a - b);
  for (const year of allYears) {
    const teams = bySeasonTeams.get(year) ?? [];
    const g = games.bySeason.get(year);
    const gs = teams.map((t) => int(t.row.G) ?? 0);
    const freq = new Map<number, number>();
    for (const x of gs) freq.set(x, (freq.get(x) ?? 0) + 1);
    const mode = [...freq].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0];
    const rounds = new Map<number, Series[]>();
    for (const s of series.filter((x) => x.year === year))
      rounds.set(stage(s.round), [...(rounds.get(stage(s.round)) ?? []), s]);
    const format = [...rounds.keys()]
      .sort()
      .map((st) => {
        const ss = rounds.get(st)!;
        const need = Math.max(...ss.map((s) => s.wins));
        const name =
          st === 1
            ? need === 1
              ? 'Wild Card Game'
              : 'Wild Card Series'
            : st === 2
              ? 'Division Series'
              : st === 3
                ? 'League Championship Series'
                : year < 1903
                  ? ss[0].round === 'CS'
                    ? 'NL Championship Series'
                    : "World's Series"
                  : 'World Series';
        // Series lengths before 1903 varied (3 to 15 games) and cannot be read from the winner's wins.
        return need === 1 || year < 1903 ? name : `${name} (best-of-${2 * need - 1})`;
      })
      .join('; ');
    const champ = ws.get(year);
    const h = hand.find((x) => Number(x.year) === year);
    ctx.add('seasons', {
      key: seasonKey(year),
      slug: `mlb-${year}`,
      league: 'mlb',
      start_year: year,
      end_year: year,
      name: `${year} MLB Season`,
      regular_season_start: g?.first || null,
      regular_season_end: g?.last || null,
      teams_count: teams.length || null,
      games_count: g?.count ?? null,
      regular_season_games: mode && mode[1] * 2 >= teams.length ? mode[0] : null,
      playoffs_format: format || null,
      champion_team: champ ? champ.winner.team : h ? teamKey(h.winner) : null,
      source: teams.length ? LAHMAN : HAND_WS,
    });
  }

  // Standings
  for (const year of lahman.years) {
    const teams = bySeasonTeams.get(year)!;
    const group = (t: TeamYear) => `${t.lgID}|${t.divID}`;
    const leaders = new Map<string, TeamYear>();
    const pct = (t: TeamYear) => {
      const w = int(t.row.W) ?? 0;
      const l = int(t.row.L) ?? 0;
      return w + l ? w / (w + l) : 0;
    };
    for (const t of teams) {
      const cur = leaders.get(group(t));
      if (!cur || pct(t) > pct(cur)) leaders.set(group(t), t);
    }
    const byTeam = new Map(teams.map((t) => [t.team, t]));
    const derived = deriveRecords(games.bySeason.get(year)?.played ?? [], (team) => {
      const t = byTeam.get(team);
      return {
        division: t ? divisionKey(t.lgID, t.divID) : null,
        conference: t ? conferenceKey(t.lgID) : null,
      };
    });
    for (const t of teams) {
      const r = t.row;
      const w = int(r.W) ?? 0;
      const l = int(r.L) ?? 0;
      const g = int(r.G);
      let ties: number | null = g !== null ? g - w - l : null;
      if (ties !== null && ties < 0) {
        ctx.report({
          source: LAHMAN,
          file: 'lahman/Teams.csv',
          line: t.line,
          problem: `${year} ${t.teamID}: G ${g} < W+L ${w + l}; ties left empty`,
        });
        ties = null;
      }
      const lead = leaders.get(group(t))!;
      const gb = (int(lead.row.W)! - w + (l - int(lead.row.L)!)) / 2;
      const d = derived.get(t.team);
      if (!d) {
        if (games.bySeason.has(year))
          ctx.report({
            source: RETRO,
            file: `retrosheet_gamelogs/gl${year}.csv`,
            problem: `${year} ${t.name}: no games in the game log`,
          });
      } else if (d.wins !== w || d.losses !== l) {
        ctx.report({
          source: RETRO,
          file: `retrosheet_gamelogs/gl${year}.csv`,
          problem: `${year} ${t.name} (${t.teamID}): W-L from games ${d.wins}-${d.losses}${d.ties ? `-${d.ties}` : ''} differs from Lahman Teams ${w}-${l}; Lahman kept`,
        });
      }
      // Postseason
      const ss = (seriesByTeam.get(t.key) ?? []).slice().sort((a, b) => stage(a.round) - stage(b.round));
      const post: Json[] = ss.map((s) => {
        const won = s.winner === t;
        const opp = won ? s.loser : s.winner;
        const score = won ? `${s.wins}-${s.losses}` : `${s.losses}-${s.wins}`;
        return {
          r: roundLabel(s),
          opp: opp.abbr,
          res: `${won ? 'W' : 'L'} ${score}${s.ties ? `-${s.ties}` : ''}`,
        };
      });
      const champion = ws.get(year)?.winner === t;
      let result: string | null = null;
      const lastS = ss[ss.length - 1];
      if (lastS) {
        const won = lastS.winner === t;
        result = `${won ? 'Won' : 'Lost'} ${roundLabel(lastS)}`;
        if (lastS.round === 'WS' && year < 1903) result += ` (${lastS.winner.lgID} vs ${lastS.loser.lgID})`;
      } else if (r.LgWin === 'Y') result = `Won ${t.lgID} pennant`;
      else if (r.DivWin === 'Y') result = 'Won division';
      const position = champion
        ? 'champion'
        : ss.length
          ? 'playoffs'
          : postYears.has(year)
            ? 'eliminated'
            : null;
      const mgrs = mgrByTeam.get(`${year}:${t.teamID}`) ?? [];
      const att = int(r.attendance);
      ctx.add('team_seasons', {
        key: t.key,
        team: t.team,
        season: seasonKey(year),
        name: t.name,
        abbreviation: t.abbr,
        conference: conferenceKey(t.lgID),
        division: divisionKey(t.lgID, t.divID),
        games_played: g,
        wins: w,
        losses: l,
        ties,
        win_percentage: w + l ? round3(w / (w + l)) : null,
        games_behind: gb,
        rank: int(r.Rank),
        points_for: int(r.R),
        points_against: int(r.RA),
        home_record: d?.homeRecord ?? null,
        away_record: d?.awayRecord ?? null,
        division_record: t.divID ? (d?.divisionRecord ?? null) : null,
        conference_record: d?.conferenceRecord ?? null,
        streak: d?.streak ?? null,
        playoff_result: result,
        playoff_position: position,
        is_champion: champion,
        head_coach_name: mgrs.map((m) => m.name).join(', ') || null,
        stats: compact({
          lg: t.lgID,
          id: t.teamID,
          park: r.park || null,
          att,
          gh: int(r.Ghome),
          dw: r.DivWin === 'Y' ? true : null,
          wc: r.WCWin === 'Y' ? true : null,
          pen: r.LgWin === 'Y' ? true : null,
          ab: int(r.AB),
          h: int(r.H),
          '2b': int(r.X2B),
          '3b': int(r.X3B),
          hr: int(r.HR),
          bb: int(r.BB),
          so: int(r.SO),
          sb: int(r.SB),
          cs: int(r.CS),
          hbp: int(r.HBP),
          sf: int(r.SF),
          er: int(r.ER),
          era: real(r.ERA),
          cg: int(r.CG),
          sho: int(r.SHO),
          sv: int(r.SV),
          ipo: int(r.IPouts),
          ha: int(r.HA),
          hra: int(r.HRA),
          bba: int(r.BBA),
          soa: int(r.SOA),
          e: int(r.E),
          dp: int(r.DP),
          fp: real(r.FP),
          bpf: int(r.BPF),
          ppf: int(r.PPF),
          half: halves.get(`${year}:${t.teamID}`) ?? null,
          post: post.length ? post : null,
          notes: games.forfeits.get(t.key) ?? null,
        }),
        derived_from_games: false,
        source: LAHMAN,
      });
    }
  }
  addWorldSeries(ctx, lahman, series, mgrByTeam, names, hand);
}

const ordinal = (n: number) => {
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${s}`;
};

function addWorldSeries(
  ctx: BuildContext,
  lahman: Lahman,
  series: Series[],
  mgrByTeam: Map<string, ManagerRow[]>,
  names: Map<string, string>,
  hand: Record<string, string>[],
): void {
  const tieNotes = new Map(
    ctx.readCsv(`${ctx.handDir}/mlb/world_series_ties.csv`).map((r) => [Number(r.year), r.tie_game]),
  );
  const mvps = new Map<number, string[]>();
  for (const a of ctx.readCsv('lahman/AwardsPlayers.csv')) {
    if (a.awardID !== 'World Series MVP') continue;
    const y = Number(a.yearID);
    mvps.set(y, [...(mvps.get(y) ?? []), a.playerID]);
  }
  const years = [
    ...series.filter((s) => s.round === 'WS' && s.year >= 1903).map((s) => s.year),
    ...hand.map((h) => Number(h.year)),
  ].sort((a, b) => a - b);
  ctx.add('championships', {
    key: 'mlb:world-series',
    slug: 'world-series',
    league: 'mlb',
    name: 'World Series',
    official_name: 'World Series',
    description:
      'The championship series of Major League Baseball, played between the champions of the American League and the National League since 1903 (not held in 1904 and 1994).',
    trophy_name: "Commissioner's Trophy",
    first_year: 1903,
    last_year: null, // still contested
    format: 'Best-of-seven series (best-of-nine in 1903 and 1919-1921)',
    source: LAHMAN,
  });
  const edition = new Map(years.map((y, i) => [y, ordinal(i + 1)]));
  for (const s of series.filter((x) => x.round === 'WS' && x.year >= 1903)) {
    const y = s.year;
    const ids = (mvps.get(y) ?? []).slice().sort();
    const mgr = (mgrByTeam.get(`${y}:${s.winner.teamID}`) ?? []).slice(-1)[0];
    const notes: string[] = [];
    if (s.wins === 5) notes.push('Best-of-nine series.');
    if (s.ties)
      notes.push(
        `Includes ${s.ties} tie game${s.ties > 1 ? 's' : ''}${tieNotes.has(y) ? ` (${tieNotes.get(y)})` : ''}.`,
      );
    if (ids.length > 1) notes.push('Co-MVPs.');
    addResult(ctx, {
      championship: 'mlb:world-series',
      year: y,
      edition: edition.get(y),
      winner_team: s.winner.team,
      runner_up_team: s.loser.team,
      winner_name: s.winner.name,
      runner_up_name: s.loser.name,
      series_result: `${s.wins}-${s.losses}${s.ties ? `-${s.ties}` : ''}`,
      mvp_name: ids.map((p) => names.get(p) ?? p).join(', ') || null,
      mvp_person: ids.length === 1 ? personKey(ids[0]) : null,
      winner_coach_name: mgr?.name ?? null,
      winner_record: `${s.winner.row.W}-${s.winner.row.L}`,
      notes: notes.join(' ') || null,
      source: LAHMAN,
    });
  }
  for (const h of hand) {
    const y = Number(h.year);
    if (ctx.has('championship_results', resultKey('mlb:world-series', y))) {
      ctx.report({
        source: HAND_WS,
        file: 'hand/mlb/world_series.csv',
        problem: `${y} World Series already in Lahman; hand row ignored`,
      });
      continue;
    }
    addResult(ctx, {
      championship: 'mlb:world-series',
      year: y,
      edition: edition.get(y),
      winner_team: teamKey(h.winner),
      runner_up_team: teamKey(h.runner_up),
      winner_name: h.winner_name,
      runner_up_name: h.runner_up_name,
      series_result: h.series_result,
      game_date: h.game_date || null,
      venue: h.venue_park_key ? `mlb:${h.venue_park_key}` : null,
      venue_name: h.venue_name || null,
      city: h.city || null,
      state: h.state || null,
      mvp_name: h.mvp_name || null,
      mvp_person: h.mvp_playerID ? personKey(h.mvp_playerID) : null,
      winner_coach_name: h.winner_coach_name || null,
      winner_record: h.winner_record || null,
      notes: h.notes || null,
      source: HAND_WS,
    });
  }
}
