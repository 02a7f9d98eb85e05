// Claims made across tables, after every league and the history step have built their rows: one figure the dataset
// holds twice (a team-season's W-L in its standings row and in its games, a champion in its result and in its final
// series, a career total and its season lines) is claimed once per giver, with the source key of the row that gives
// it; a value this dataset derives (summed from games or season lines) is claimed by a pseudo-source of its own, so
// the reconciliation step (./reconcile.ts) compares them like any two sources.
import type { BuildContext, League, Row, SourceModule, TableName } from '../model';
import { claimAll, type Claim, type Figure } from './claims';
import { pass } from './product';
import { leagueProducts } from './tables';
import { DERIVED_LINES, claimCareers } from './career-check';

export const DERIVED_GAMES = 'derived:games';

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
/** Adds to the list under `key`, in place (a copy per row made a season's 2,400 games cost 3 M copies). */
function push<T>(groups: Map<string, T[]>, key: string, ...items: T[]): void {
  const list = groups.get(key);
  if (list) list.push(...items);
  else groups.set(key, items);
}
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
      for (const [k, cs] of subjects) push(leagueRecords, k, ...cs);
  const bySeason = new Map<string, Row<'games'>[]>();
  for (const g of ctx.rows('games')) if (regularFinal(g)) push(bySeason, String(g.season), g);
  const teamSeasons = new Map<string, Row<'team_seasons'>[]>();
  for (const ts of ctx.rows('team_seasons')) push(teamSeasons, String(ts.season), ts);
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
  for (const p of ctx.rows('postseason_series')) push(series, String(p.season), p);
  const playoffGames = new Map<string, Row<'games'>[]>();
  for (const g of ctx.rows('games'))
    if (g.is_playoff === true && n(g.home_score) !== null && n(g.away_score) !== null)
      push(playoffGames, String(g.season), g);

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
    if (c.is_head_coach !== false && str(c.team) && str(c.season))
      push(heads, `${String(c.team)}|${String(c.season)}`, c);
  const teamSeasons = new Map<string, Row<'team_seasons'>>();
  for (const ts of ctx.rows('team_seasons')) teamSeasons.set(`${String(ts.team)}|${String(ts.season)}`, ts);
  // A league's own check of a team-season's record against its coaches' (college football's games against the sum
  // of the season's coach records) states why the two differ, as it counts the same games.
  const leagueNotes = new Map<string, string>();
  for (const { figure, subjects } of ctx.claims().figures())
    if (/^[a-z-]+\.team_season\.coach_record$/.test(figure.id))
      for (const [k, cs] of subjects) {
        const noted = cs.find((c) => c.note);
        if (noted) leagueNotes.set(k, `${figure.id}: ${noted.note}`);
      }
  for (const [k, stints] of heads) {
    const ts = teamSeasons.get(k);
    const s = nm.season(stints[0].season);
    if (stints.length !== 1 || !ts || !s) continue;
    const c = stints[0];
    // A W-L a league copies from the team's season for its sole head coach (a source key ending ':team-season', as
    // the NBA's 2016-17..2020-21) is the team's record by construction: nothing to compare.
    if (String(c.source).endsWith(':team-season')) continue;
    if (n(c.wins) === null || n(c.losses) === null || n(ts.wins) === null || n(ts.losses) === null) continue;
    // A record over fewer (or more) games than the team's is not a whole season: said, so the two can be told apart.
    const coachGames = n(c.wins)! + n(c.losses)! + (n(c.ot_losses) ?? 0) + (n(c.ties) ?? 0);
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
        {
          source: c.source,
          value: wlt(n(c.wins)!, n(c.losses)! + (n(c.ot_losses) ?? 0), n(c.ties) ?? 0),
          note: part,
        },
        {
          source: ts.source,
          value: wlt(n(ts.wins)!, n(ts.losses)! + (n(ts.ot_losses) ?? 0), n(ts.ties) ?? 0),
          note: leagueNotes.get(ts.key),
        },
      ].filter((v, i, all) => i === 0 || v.source !== all[0].source),
    );
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
    claimCareers(ctx, figs.career);
  },
};
