// Claims made across tables, after every league and the history step have built their rows: one figure the dataset
// holds twice (a team-season's W-L in its standings row and in its games, a champion in its result and in its final
// series, a career total and its season lines) is claimed once per giver, with the source key of the row that gives
// it; a value this dataset derives (summed from games or season lines) is claimed by a pseudo-source of its own, so
// the reconciliation step (./reconcile.ts) compares them like any two sources.
import type { BuildContext, League, Row, SourceModule, TableName } from '../model';
import { claimAll, type Claim, type Figure } from './claims';
import { pass } from './product';
import { leagueProducts } from './tables';
import { DRAFT } from '../sources/nfl/draft-picks';
import { NFLVERSE_GAMES_COUNT, draftCareerEnd, playerSeasonGames } from '../sources/nfl/figures';
import { NFLCOM_STATS } from '../sources/nfl/nflcom-player-stats';
import { NFLVERSE_STATS } from '../sources/nfl/nflverse-player-stats';
import { fromNflcom } from '../sources/nfl/player-seasons';
import { PFR_STATS } from '../sources/nfl/pfr-player-stats';

export const DERIVED_GAMES = 'derived:games';
export const DERIVED_LINES = 'derived:season-lines';

const derivedSources: Row<'sources'>[] = [
  {
    key: DERIVED_GAMES,
    name: 'Derived from the games in this dataset',
    url: null,
    licence: null,
    attribution: 'Computed by the Trophy Room pipeline',
    notes:
      'Records, home venues and final winners computed from the game rows, to check the sources that give them.',
  },
  {
    key: DERIVED_LINES,
    name: 'Derived from the season lines in this dataset',
    url: null,
    licence: null,
    attribution: 'Computed by the Trophy Room pipeline',
    notes:
      "Career totals summed from a player's regular-season lines, to check the sources that give careers.",
  },
];

/** A figure whose sources are found in the rows: each table's sources in turn, then the values derived here. */
interface FigureDef {
  id: string;
  name: string;
  rule: string;
  /** The tables whose rows' sources the figure trusts, most trusted first. */
  from: readonly TableName[];
}

const DEFS = {
  record: {
    id: 'team_season.record',
    name: "Team-season W-L: standings vs the team's games",
    rule:
      "The standings source is kept over the games: it counts forfeits and games this dataset's game rows may not " +
      'hold. Losses include overtime losses; compared where the season has at least 95% of the games its standings count.',
    from: ['team_seasons'],
  },
  champion: {
    id: 'champion.final_winner',
    name: "Champion: the title's result vs the winner of that season's final (series or last game)",
    rule:
      'The championship result is kept: it is checked title by title against independent lists. The final is the ' +
      "one series of the last stage in the postseason series, or the last game of the title's own playoff games.",
    from: ['championship_results', 'postseason_series'],
  },
  venue: {
    id: 'team_season.venue',
    name: 'Team-season venue: the season row vs the venue of most of its home games',
    rule:
      "The season row's venue is kept: it names the team's home, while a game row may name a temporary site. " +
      'Neutral-site and postseason games are left out of the count.',
    from: ['team_seasons'],
  },
  coach: {
    id: 'coach_season.record',
    name: "Coach-season W-L: the coach's record vs the team-season's, where he coached the whole season",
    rule:
      "The coach source is kept for the coach's page, the team's record for the team's. Compared only where one " +
      'head coach has a record for the team-season; losses include overtime losses.',
    from: ['coach_stints', 'team_seasons'],
  },
  career: {
    id: 'player.career_total',
    name: "Player career total: the career source vs the sum of the player's season lines",
    rule:
      "The career source is kept: it is what the player's page shows, and it counts seasons whose lines the " +
      'sources do not give. Compared per statistic a page shows, regular season only. A difference has a reason ' +
      'where the lines show it: the career source stops at a season the lines go past, or the lines miss seasons ' +
      '(or count fewer games) and fall short of it.',
    from: ['players'],
  },
} as const satisfies Record<string, FigureDef>;

type Figures = Record<keyof typeof DEFS, Figure>;

/** The figures with their precedence: the sources of each table in `from` (in key order), then the derived values. */
export function figures(ctx: BuildContext): Figures {
  const sourcesOf = (t: TableName) =>
    [...new Set(ctx.rows(t).map((r) => (r as { source?: unknown }).source))]
      .filter((s): s is string => typeof s === 'string' && !!s)
      .sort();
  const out = {} as Figures;
  for (const [k, d] of Object.entries(DEFS) as [keyof typeof DEFS, FigureDef][]) {
    const first = [...new Set(d.from.flatMap(sourcesOf))];
    out[k] = { id: d.id, name: d.name, rule: d.rule, precedence: [...first, DERIVED_LINES, DERIVED_GAMES] };
  }
  return out;
}

type Ctx = BuildContext;
const n = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Claims of one subject, leaving out a row that names no source (nothing to weigh it by). */
function claim(
  ctx: BuildContext,
  fig: Figure,
  subject: { league: League; key: string; label: string },
  values: { source: unknown; value: string | number | null; note?: string }[],
): void {
  const named = values.filter((v) => str(v.source)).map((v) => ({ ...v, source: String(v.source) }));
  if (named.length > 1) claimAll(ctx, fig, subject, named);
}

interface Names {
  team: (key: unknown) => string;
  season: (key: unknown) => { name: string; league: League; start: number } | undefined;
}

function names(ctx: Ctx): Names {
  return {
    team: (key) => String(ctx.get('teams', String(key))?.name ?? key),
    season: (key) => {
      const s = ctx.get('seasons', String(key));
      if (!s) return undefined;
      return {
        name: String(s.name ?? s.start_year),
        league: s.league as League,
        start: Number(s.start_year),
      };
    },
  };
}

const regularFinal = (g: Row<'games'>) =>
  g.is_playoff !== true && n(g.home_score) !== null && n(g.away_score) !== null && g.status !== 'scheduled';

/** W-L-T with overtime losses counted as losses: games rows cannot tell an overtime loss from a loss everywhere. */
const wlt = (w: number, l: number, t: number) => `${w}-${l}-${t}`;

/**
 * Why a team-season's standings and the W-L-T of its game rows differ, from the league's own record check of the
 * same team-season (a `<league>.team_season.record` claim): where that check, which counts each game as the league's
 * standings do (a forfeit for the team it was awarded to, a game ruled no decision not at all), gives the standings'
 * W-L from the same games, the rows differ only in such games, whose score they keep as played; where that check
 * states its own reason, that reason holds here too. Null when the league's check has neither.
 */
export function recordReason(
  league: readonly Claim[],
  ts: { source?: unknown },
  standingsWL: string,
): string | null {
  const noted = league.find((c) => c.note);
  if (noted) return `${noted.figure.id}: ${noted.note}`;
  const games = league.find((c) => c.source !== ts.source && String(c.value) === standingsWL);
  if (games && league.some((c) => c.source === ts.source && String(c.value) === standingsWL))
    return (
      `${games.figure.id} counts each game as the standings do (a forfeit for the team it was awarded to, a game ` +
      `ruled no decision not at all) and gives the standings' W-L ${standingsWL} from the ${games.source} games: ` +
      'the game rows differ only in forfeited or no-decision games, whose score they keep as played'
    );
  return null;
}

/** Standings vs games, for the seasons whose games hold at least 95% of the games their standings count. */
export function claimRecords(ctx: Ctx, nm: Names, F: Figures): void {
  // the league steps' own record checks, by team-season: their claims explain a difference the rows cannot show
  const leagueRecords = new Map<string, Claim[]>();
  for (const { figure, subjects } of ctx.claims().figures())
    if (/^[a-z-]+\.team_season\.record$/.test(figure.id))
      for (const [k, cs] of subjects) leagueRecords.set(k, [...(leagueRecords.get(k) ?? []), ...cs]);
  const bySeason = new Map<string, Row<'games'>[]>();
  for (const g of ctx.rows('games'))
    if (regularFinal(g)) bySeason.set(String(g.season), [...(bySeason.get(String(g.season)) ?? []), g]);
  const teamSeasons = new Map<string, Row<'team_seasons'>[]>();
  for (const ts of ctx.rows('team_seasons'))
    teamSeasons.set(String(ts.season), [...(teamSeasons.get(String(ts.season)) ?? []), ts]);
  for (const [season, rows] of teamSeasons) {
    const s = nm.season(season);
    const games = bySeason.get(season) ?? [];
    if (!s || !games.length) continue;
    const counted = rows.reduce(
      (a, r) => a + (n(r.wins) ?? 0) + (n(r.losses) ?? 0) + (n(r.ties) ?? 0) + (n(r.ot_losses) ?? 0),
      0,
    );
    if (games.length < 0.95 * (counted / 2)) continue;
    const tally = new Map<string, [number, number, number]>();
    const bump = (team: unknown, i: 0 | 1 | 2) => {
      const t = tally.get(String(team)) ?? [0, 0, 0];
      t[i]++;
      tally.set(String(team), t);
    };
    for (const g of games) {
      const h = n(g.home_score)!;
      const a = n(g.away_score)!;
      bump(g.home_team, h > a ? 0 : h < a ? 1 : 2);
      bump(g.away_team, a > h ? 0 : a < h ? 1 : 2);
    }
    const short =
      games.length * 2 === counted
        ? undefined
        : `this season's game rows hold ${games.length} of the ${counted / 2} games its standings count`;
    for (const ts of rows) {
      if (ts.derived_from_games === true || n(ts.wins) === null || n(ts.losses) === null) continue;
      const t = tally.get(String(ts.team));
      if (!t) continue;
      const standings = wlt(n(ts.wins)!, n(ts.losses)! + (n(ts.ot_losses) ?? 0), n(ts.ties) ?? 0);
      const games = wlt(t[0], t[1], t[2]);
      const why =
        standings === games
          ? undefined
          : (recordReason(leagueRecords.get(ts.key) ?? [], ts, `${n(ts.wins)}-${n(ts.losses)}`) ?? short);
      claim(
        ctx,
        F.record,
        { league: s.league, key: ts.key, label: `${String(ts.name ?? nm.team(ts.team))}, ${s.name}` },
        [
          { source: ts.source, value: standings },
          { source: DERIVED_GAMES, value: games, note: why },
        ],
      );
    }
  }
}

/** The champion of each result vs the winner of that season's final series and of its last playoff game. */
export function claimChampions(ctx: Ctx, nm: Names, F: Figures): void {
  const series = new Map<string, Row<'postseason_series'>[]>();
  for (const p of ctx.rows('postseason_series'))
    series.set(String(p.season), [...(series.get(String(p.season)) ?? []), p]);
  const playoffGames = new Map<string, Row<'games'>[]>();
  for (const g of ctx.rows('games'))
    if (g.is_playoff === true && n(g.home_score) !== null && n(g.away_score) !== null)
      playoffGames.set(String(g.season), [...(playoffGames.get(String(g.season)) ?? []), g]);

  for (const r of ctx.rows('championship_results')) {
    const s = nm.season(r.season);
    if (!s || !str(r.winner_team)) continue;
    const values: { source: unknown; value: string | null; note?: string }[] = [
      { source: r.source, value: nm.team(r.winner_team) },
    ];
    const rounds = series.get(String(r.season)) ?? [];
    const top = Math.max(...rounds.map((p) => n(p.stage) ?? 0));
    const finals = rounds.filter((p) => (n(p.stage) ?? 0) === top);
    if (finals.length === 1 && str(finals[0].winner_team))
      values.push({
        source: finals[0].source,
        value: nm.team(finals[0].winner_team),
        note: `final series ${String(finals[0].round ?? '')} of the postseason series`,
      });
    // Only the title's own games: a season may hold two titles' games (the NFL's and the AFL's, the AAFC's).
    const games = (playoffGames.get(String(r.season)) ?? []).filter((g) => g.championship === r.championship);
    const last = games.reduce<Row<'games'>[]>((acc, g) => {
      const d = String(g.game_date ?? '');
      const best = String(acc[0]?.game_date ?? '');
      return d > best ? [g] : d === best ? [...acc, g] : acc;
    }, []);
    if (last.length === 1 && n(last[0].home_score) !== n(last[0].away_score)) {
      const g = last[0];
      values.push({
        source: DERIVED_GAMES,
        value: nm.team(n(g.home_score)! > n(g.away_score)! ? g.home_team : g.away_team),
        note: `winner of the last playoff game, ${String(g.game_date)}`,
      });
    }
    if (values.length < 2) continue;
    // Two claims from one source (the result and its series both from one file) keep the result's.
    const seen = new Set<string>();
    claim(
      ctx,
      F.champion,
      { league: s.league, key: r.key, label: `${s.name} ${nm.team(r.winner_team)}` },
      values.filter((v) => !seen.has(String(v.source)) && seen.add(String(v.source))),
    );
  }
}

const venueName = (ctx: Ctx, key: unknown, name: unknown): string | null =>
  str(key) ? String(ctx.get('venues', String(key))?.name ?? name ?? key) : str(name);

/** A team-season's venue vs the venue of most of its regular-season, non-neutral home games. */
export function claimVenues(ctx: Ctx, nm: Names, F: Figures): void {
  const homes = new Map<string, Map<string, number>>();
  for (const g of ctx.rows('games')) {
    if (g.is_playoff === true || g.is_neutral === true) continue;
    const v = venueName(ctx, g.venue, g.venue_name);
    if (!v) continue;
    const k = `${String(g.home_team)}|${String(g.season)}`;
    const m = homes.get(k) ?? new Map<string, number>();
    m.set(v, (m.get(v) ?? 0) + 1);
    homes.set(k, m);
  }
  for (const ts of ctx.rows('team_seasons')) {
    const own = venueName(ctx, ts.venue, ts.venue_name);
    const m = homes.get(`${String(ts.team)}|${String(ts.season)}`);
    const s = nm.season(ts.season);
    if (!own || !m || !s) continue;
    const sorted = [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const total = sorted.reduce((a, [, c]) => a + c, 0);
    const note =
      sorted.length > 1
        ? `home games at ${sorted.length} venues: ${sorted.map(([v, c]) => `${v} ${c}`).join(', ')}`
        : undefined;
    claim(
      ctx,
      F.venue,
      { league: s.league, key: ts.key, label: `${String(ts.name ?? nm.team(ts.team))}, ${s.name}` },
      [
        { source: ts.source, value: own },
        {
          source: DERIVED_GAMES,
          value: sorted[0][0],
          note: sorted[0][1] * 2 > total ? note : `no venue holds most home games; ${note}`,
        },
      ],
    );
  }
}

/** A head coach's W-L for a team-season he coached alone vs the team-season's own record. */
export function claimCoachRecords(ctx: Ctx, nm: Names, F: Figures): void {
  const heads = new Map<string, Row<'coach_stints'>[]>();
  for (const c of ctx.rows('coach_stints'))
    if (c.is_head_coach !== false && str(c.team) && str(c.season)) {
      const k = `${String(c.team)}|${String(c.season)}`;
      heads.set(k, [...(heads.get(k) ?? []), c]);
    }
  const teamSeasons = new Map<string, Row<'team_seasons'>>();
  for (const ts of ctx.rows('team_seasons')) teamSeasons.set(`${String(ts.team)}|${String(ts.season)}`, ts);
  for (const [k, stints] of heads) {
    const ts = teamSeasons.get(k);
    const s = nm.season(stints[0].season);
    if (stints.length !== 1 || !ts || !s) continue;
    const c = stints[0];
    if (n(c.wins) === null || n(c.losses) === null || n(ts.wins) === null || n(ts.losses) === null) continue;
    // A record over fewer (or more) games than the team's is not a whole season: said, so the two can be told apart.
    const coachGames = n(c.wins)! + n(c.losses)! + (n(c.ties) ?? 0);
    const teamGames = n(ts.wins)! + n(ts.losses)! + (n(ts.ot_losses) ?? 0) + (n(ts.ties) ?? 0);
    const part =
      coachGames === teamGames
        ? undefined
        : `the coach's record counts ${coachGames} of the team's ${teamGames} games: not the whole season by this record`;
    const coach = ctx.get('coaches', String(c.coach));
    const person = coach ? ctx.get('people', String(coach.person)) : undefined;
    claim(
      ctx,
      F.coach,
      {
        league: s.league,
        key: c.key,
        label: `${String(person?.full_name ?? c.coach)}, ${String(ts.name ?? nm.team(ts.team))} ${s.name}`,
      },
      [
        { source: c.source, value: wlt(n(c.wins)!, n(c.losses)!, n(c.ties) ?? 0), note: part },
        {
          source: ts.source,
          value: wlt(n(ts.wins)!, n(ts.losses)! + (n(ts.ot_losses) ?? 0), n(ts.ties) ?? 0),
        },
      ].filter((v, i, all) => i === 0 || v.source !== all[0].source),
    );
  }
}

/** The career totals a page shows, by league: the path in players.career → the key in a season line's stats. */
export const CAREER_STATS: Partial<Record<League, Record<string, string>>> = {
  nfl: {
    g: '@games',
    'pass.att': 'pass_att',
    'pass.cmp': 'pass_cmp',
    'pass.yds': 'pass_yds',
    'pass.td': 'pass_td',
    'pass.int': 'pass_int',
    'rush.att': 'rush_att',
    'rush.yds': 'rush_yds',
    'rush.td': 'rush_td',
    'rec.rec': 'rec',
    'rec.yds': 'rec_yds',
    'rec.td': 'rec_td',
    'def.int': 'def_int',
    'def.sk': 'def_sk',
    'def.solo': 'def_solo',
  },
  nhl: { gp: '@games', g: 'g', a: 'a', pts: 'pts', pim: 'pim' },
  mlb: {
    'bat.ab': 'ab',
    'bat.r': 'r',
    'bat.h': 'h',
    'bat.hr': 'hr',
    'bat.rbi': 'rbi',
    'bat.sb': 'sb',
    'bat.bb': 'bb',
    'p.w': 'p.w',
    'p.l': 'p.l',
    'p.sv': 'p.sv',
    'p.so': 'p.so',
    'p.ipo': 'p.ipo',
  },
};

const at = (o: unknown, path: string): number | null => {
  let v: unknown = o;
  for (const part of path.split('.'))
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : null;
  return n(v);
};

/** The last season a career source counts, where it is a snapshot older than the season lines. */
const CAREER_ENDS: Record<string, (ctx: Ctx) => number> = { [DRAFT.key]: draftCareerEnd };

/**
 * Season-line sources whose games count only the games in which the player recorded a statistic: a player who
 * played without one (special teams, a snap or two) has fewer games in them than in a career source.
 */
const GAMES_WITH_A_STAT: Record<string, string> = { [NFLVERSE_STATS.key]: NFLVERSE_GAMES_COUNT };

/** Years as ranges: 1970-1972, 1975. */
const ranges = (years: readonly number[]) =>
  years
    .reduce<[number, number][]>((acc, y) => {
      const r = acc[acc.length - 1];
      if (r && r[1] === y - 1) r[1] = y;
      else acc.push([y, y]);
      return acc;
    }, [])
    .map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`))
    .join(', ');

/** Another source's value of one season line (NFL.com's games where PFR's season table gives the line). */
export interface Other {
  value: number;
  by: string;
}

export interface CareerCase {
  career: number;
  /**
   * Each season line's year and value of the statistic (null: the line does not give it), and where its source is
   * known to count less than the career source does (games only where he recorded a statistic), that, said.
   */
  lines: readonly { year: number; value: number | null; fewer?: string; by?: string; other?: Other }[];
  /** Who compiled the career total, where known; a line's `by` names who compiled it. */
  by?: string;
  first: number | null;
  last: number | null;
  /** The last season the career source counts (a snapshot), if it is one. */
  end?: number;
  /** The seasons any line of the league gives the statistic. */
  covered: ReadonlySet<number>;
}

/**
 * Why a career total and the sum of the season lines differ, when the lines show it: the career source stops at a
 * season the lines go past (their sum without the later seasons equals it), or the lines miss seasons of his career
 * and fall short of it. Null when neither accounts for the difference (a difference the other way, or no gap).
 */
export function careerReason(c: CareerCase): string | null {
  const round = (v: number) => Math.round(v * 10) / 10;
  const sum = (ls: CareerCase['lines']) => round(ls.reduce((a, l) => a + (l.value ?? 0), 0));
  const end = c.end ?? Infinity;
  const later = c.lines.filter((l) => l.year > end && l.value !== null);
  const base = sum(c.lines.filter((l) => l.year <= end));
  const laterYears = [...new Set(later.map((l) => l.year))].sort();
  const after = later.length
    ? `the career source counts seasons to ${end}; the lines of ${ranges(laterYears)} add ${sum(later)}`
    : '';
  if (base === c.career) return after || null;
  const other = otherCount(c, end);
  if (other) return [after, other].filter(Boolean).join('; ');
  const compiled = compiledApart(c, end);
  if (base > c.career) return compiled ? [after, compiled].filter(Boolean).join('; ') : null;
  const given = new Set(c.lines.filter((l) => l.value !== null).map((l) => l.year));
  const gaps: number[] = [];
  if (c.first !== null && c.last !== null)
    for (let y = c.first; y <= Math.min(c.last, end); y++) if (!given.has(y)) gaps.push(y);
  const uncovered = gaps.filter((y) => !c.covered.has(y));
  const own = gaps.filter((y) => c.covered.has(y));
  const parts = [
    uncovered.length ? `no source's lines give it for ${ranges(uncovered)}` : '',
    own.length ? `no line of his gives it for ${ranges(own)}` : '',
  ].filter(Boolean);
  const fewer = [
    ...new Set(c.lines.filter((l) => l.year <= end && l.value !== null && l.fewer).map((l) => l.fewer!)),
  ];
  const short = [
    gaps.length ? `the lines miss ${gaps.length} season(s) of his career (${parts.join('; ')})` : '',
    ...fewer,
  ].filter(Boolean);
  if (!short.length) return compiled ? [after, compiled].filter(Boolean).join('; ') : null;
  return [after, `${short.join('; ')}: ${round(c.career - base)} short of the career total`]
    .filter(Boolean)
    .join('; ');
}

/** Where another source's count of some seasons makes the lines' sum equal the career total, those seasons. */
function otherCount(c: CareerCase, end: number): string | null {
  const kept = c.lines.filter((l) => l.year <= end);
  const apart = kept.filter((l) => l.other && l.value !== null && l.other.value !== l.value);
  if (!apart.length) return null;
  const sum = kept.reduce((a, l) => a + ((l.other?.value ?? l.value) || 0), 0);
  if (Math.round(sum * 10) / 10 !== c.career) return null;
  const each = apart.map((l) => `${l.other!.value} in ${l.year} (the line: ${l.value})`).join(', ');
  return `${apart[0].other!.by} counts ${each}; with its count the lines sum to the career total`;
}

/**
 * Where lines another compiler counted make up part of the sum, the two counts of the same games are separate work
 * (tackles, games played and yards are credited by each compiler's reading of the gamebooks and play-by-play).
 */
function compiledApart(c: CareerCase, end: number): string | null {
  const other = c.lines.filter((l) => l.year <= end && l.value !== null && l.by && c.by && l.by !== c.by);
  if (!other.length) return null;
  const whose = [...new Set(other.map((l) => l.by))].join(' and ');
  const years = ranges([...new Set(other.map((l) => l.year))].sort());
  return `the lines of ${years} are ${whose}'s count, the career total ${c.by}'s: separate compilations of the same games`;
}

/** Who compiled each source's statistics, where two sources of a league come from different compilers. */
const COMPILER: Record<string, string> = {
  [DRAFT.key]: 'Pro-Football-Reference',
  [PFR_STATS.key]: 'Pro-Football-Reference',
  [NFLCOM_STATS.key]: 'NFL.com',
  [NFLVERSE_STATS.key]: 'nflverse (play-by-play)',
};

/** Who compiled one statistic of a season line: a PFR line's defence (and later completions) are NFL.com's. */
const compilerOf = (source: string, key: string, season: number) =>
  COMPILER[source === PFR_STATS.key && fromNflcom(key, season) ? NFLCOM_STATS.key : source];

/** NFL.com's games of each player-season whose line is PFR's, from their claims (`player|season` → games). */
function otherSeasonGames(ctx: Ctx): Map<string, Other> {
  const out = new Map<string, Other>();
  const f = ctx
    .claims()
    .figures()
    .find((x) => x.figure.id === playerSeasonGames.id);
  for (const [k, claims] of f?.subjects ?? []) {
    const c = claims.find((x) => x.source === NFLCOM_STATS.key);
    if (typeof c?.value === 'number') out.set(k, { value: c.value, by: 'NFL.com' });
  }
  return out;
}

/** Each career total a page shows vs the sum of the player's regular-season lines. */
export function claimCareers(ctx: Ctx, F: Figures): void {
  const year = (l: Row<'player_seasons'>) => n(ctx.get('seasons', String(l.season))?.start_year);
  const lines = new Map<string, Row<'player_seasons'>[]>();
  // per league and statistic: the seasons any line gives it (where a source covers it at all)
  const covered = new Map<string, Set<number>>();
  const value = (l: Row<'player_seasons'>, key: string) =>
    key === '@games' ? n(l.games_played) : at(l.stats, key);
  for (const l of ctx.rows('player_seasons'))
    if (l.is_postseason !== true) {
      lines.set(String(l.player), [...(lines.get(String(l.player)) ?? []), l]);
      const league = String(ctx.get('seasons', String(l.season))?.league);
      const y = year(l);
      for (const key of Object.values(CAREER_STATS[league as League] ?? {}))
        if (y !== null && value(l, key) !== null) {
          const set = covered.get(`${league}|${key}`) ?? new Set<number>();
          set.add(y);
          covered.set(`${league}|${key}`, set);
        }
    }
  const ends = new Map<string, number>();
  const otherGames = otherSeasonGames(ctx);
  for (const p of ctx.rows('players')) {
    const stats = CAREER_STATS[p.league as League];
    const own = lines.get(p.key);
    if (!stats || !own || !p.career || typeof p.career !== 'object') continue;
    const source = String(p.source);
    if (CAREER_ENDS[source] && !ends.has(source)) ends.set(source, CAREER_ENDS[source](ctx));
    const person = ctx.get('people', String(p.person));
    for (const [path, key] of Object.entries(stats)) {
      const career = at(p.career, path);
      if (career === null) continue;
      const given = own.map((l) => ({
        year: year(l) ?? 0,
        value: value(l, key),
        fewer: key === '@games' ? GAMES_WITH_A_STAT[String(l.source)] : undefined,
        by: compilerOf(String(l.source), key, year(l) ?? 0),
        other: key === '@games' ? otherGames.get(`${p.key}|${year(l)}`) : undefined,
      }));
      if (given.every((v) => v.value === null)) continue;
      const sum = Math.round(given.reduce<number>((a, v) => a + (v.value ?? 0), 0) * 10) / 10;
      const reason =
        sum === career
          ? null
          : careerReason({
              career,
              lines: given,
              first: n(p.first_year),
              last: n(p.last_year),
              end: ends.get(source),
              by: COMPILER[source],
              covered: covered.get(`${String(p.league)}|${key}`) ?? new Set(),
            });
      claim(
        ctx,
        F.career,
        {
          league: p.league as League,
          key: `${p.key}#${path}`,
          label: `${String(person?.full_name ?? p.slug)}: career ${path}`,
        },
        [
          { source: p.source, value: career },
          { source: DERIVED_LINES, value: sum, note: reason ?? undefined },
        ],
      );
    }
  }
}

export const crossChecks: SourceModule = {
  name: 'cross-checks',
  leagues: [],
  sources: derivedSources,
  needs: [...leagueProducts, pass('history')],
  gives: [pass('cross-checks')],
  build(ctx) {
    const nm = names(ctx);
    const figs = figures(ctx);
    claimRecords(ctx, nm, figs);
    claimChampions(ctx, nm, figs);
    claimVenues(ctx, nm, figs);
    claimCoachRecords(ctx, nm, figs);
    claimCareers(ctx, figs);
  },
};
