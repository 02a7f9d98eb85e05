// The coverage model, computed from the built rows and never asserted: for every league, figure and source, the seasons
// (start years) that source's rows hold the figure for. The API reads it to say which seasons a person's, a team's or
// a pair's figure covers, and calls the figure partial by one rule (coverageOf in @trophy-room/domain) when the
// subject's span reaches beyond them. Figures:
//   stat.<stat>       each career stat of the catalogue: a season counts when that source's regular-season lines of
//                     the league-season hold a number of it (holdsStat), so "Sacks" starts where the lines give sacks;
//   coach_record      coaches' W-L (coach_stints with wins);        roster        roster entries;
//   coach_postseason_record  coaches' postseason W-L (a season with a stint holding it: a source that gives it
//                     gives it for every stint that reached the postseason);
//   team_record       team-season W-L;   team_venue  team-season home venue;
//   postseason_field  seasons whose team seasons name every postseason team (who was eliminated, or more than the
//                     two finalists);
//   games             final regular-season games with a score;  postseason_games  final postseason games;
//   head_to_head      season totals of meetings without games;
//   postseason_series series results;    award:<name>  each award by its name;
//   draft             the first seasons whose every possible draft a whole draft table gives (draftDebutSeasons;
//                     hand/draft-tables.csv names the tables): a player without a draft is undrafted only there.
import {
  DRAFT_FIGURE,
  POSTSEASON_GAMES,
  careerStatsOfSport,
  draftDebutSeasons,
  holdsStat,
  statFigure,
  type StatLine,
} from '@trophy-room/domain';
import { join } from 'node:path';
import { leagueSports, type BuildContext, type League, type Row } from '../model';
import { int, text } from '../shared/parse';

type Held = Map<string, { league: string; figure: string; source: string; years: Set<number> }>;

/** "1970–2024", with the missing seasons of the range when there are any ("1950–2024, not 1951, 1953–1955"). */
export function coverageNote(years: readonly number[]): string {
  const first = years[0];
  const last = years.at(-1)!;
  const have = new Set(years);
  const gaps: string[] = [];
  for (let y = first; y <= last; y++) {
    if (have.has(y)) continue;
    let end = y;
    while (end + 1 <= last && !have.has(end + 1)) end++;
    gaps.push(end === y ? String(y) : `${y}–${end}`);
    y = end;
  }
  const range = first === last ? String(first) : `${first}–${last}`;
  return gaps.length ? `${range}, not ${gaps.join(', ')}` : range;
}

/** A league's whole draft tables: the draft years in which a source gives every pick (hand/draft-tables.csv). */
export interface WholeDrafts {
  league: string;
  first: number;
  last: number;
}

export function readWholeDrafts(ctx: Pick<BuildContext, 'readCsv' | 'handDir'>): WholeDrafts[] {
  return ctx.readCsv(join(ctx.handDir, 'draft-tables.csv')).flatMap((r) => {
    const first = int(r.first_year);
    const last = int(r.last_year);
    return first !== null && last !== null && text(r.checked_against)
      ? [{ league: r.league, first, last }]
      : [];
  });
}

/** The coverage rows of the rows built so far (read only: its test runs it over a shared build). */
export function figureCoverageRows(
  ctx: Pick<BuildContext, 'rows' | 'readCsv' | 'handDir'>,
  drafts: readonly WholeDrafts[] = readWholeDrafts(ctx),
): Row<'figure_coverage'>[] {
  const held: Held = new Map();
  const seasonYear = new Map<string, number>();
  for (const s of ctx.rows('seasons'))
    if (typeof s.start_year === 'number') seasonYear.set(s.key, s.start_year);
  const hold = (league: unknown, figure: string, source: unknown, year: number | undefined) => {
    if (typeof league !== 'string' || typeof source !== 'string' || year === undefined) return;
    const k = `${league}|${figure}|${source}`;
    let h = held.get(k);
    if (!h) held.set(k, (h = { league, figure, source, years: new Set() }));
    h.years.add(year);
  };
  const yearOf = (season: unknown) => (typeof season === 'string' ? seasonYear.get(season) : undefined);

  // Player lines: each career stat of the league's sport.
  const playerLeague = new Map<string, string>();
  for (const p of ctx.rows('players')) playerLeague.set(p.key, String(p.league));
  const statsOf = new Map(
    Object.entries(leagueSports).map(([l, { sport }]) => [l, careerStatsOfSport(sport)] as const),
  );
  for (const ps of ctx.rows('player_seasons')) {
    if (ps.is_postseason === true) continue;
    const league = playerLeague.get(String(ps.player));
    const year = yearOf(ps.season);
    if (!league || year === undefined) continue;
    const line: StatLine = {
      ...(ps.stats && typeof ps.stats === 'object' ? (ps.stats as Record<string, unknown>) : {}),
      games: ps.games_played ?? null,
      games_started: ps.games_started ?? null,
    };
    for (const def of statsOf.get(league as League) ?? [])
      if (holdsStat(def, line)) hold(league, statFigure(def.key), ps.source, year);
  }

  // Coaches' records: every season of a stint with a W-L.
  const coachLeague = new Map(ctx.rows('coaches').map((c) => [c.key, c.league]));
  for (const st of ctx.rows('coach_stints')) {
    if (typeof st.wins !== 'number' || typeof st.start_year !== 'number') continue;
    const end = typeof st.end_year === 'number' ? st.end_year : st.start_year;
    for (let y = st.start_year; y <= end; y++)
      hold(coachLeague.get(String(st.coach)), 'coach_record', st.source, y);
  }
  // Coaches' postseason W-L: every season of a stint with one; and, for a source that gives it, each season of its
  // stints in which no team-season of the league reached the postseason (NCAA 2019-20: the tournament was cancelled).
  const postseasonSeasons = new Set(
    ctx
      .rows('team_seasons')
      .filter((r) => r.playoff_position === 'playoffs' || r.playoff_position === 'champion')
      .map((r) => String(r.season)),
  );
  const givers = new Set<unknown>();
  for (const st of ctx.rows('coach_stints')) {
    if (typeof st.start_year !== 'number') continue;
    if (typeof st.playoff_wins !== 'number' && typeof st.playoff_losses !== 'number') continue;
    givers.add(st.source);
    const end = typeof st.end_year === 'number' ? st.end_year : st.start_year;
    for (let y = st.start_year; y <= end; y++)
      hold(coachLeague.get(String(st.coach)), 'coach_postseason_record', st.source, y);
  }
  for (const st of ctx.rows('coach_stints'))
    if (
      givers.has(st.source) &&
      typeof st.start_year === 'number' &&
      st.season &&
      !postseasonSeasons.has(String(st.season))
    )
      hold(coachLeague.get(String(st.coach)), 'coach_postseason_record', st.source, st.start_year);

  // Team-seasons: the record and the home venue.
  const seasonLeague = new Map(ctx.rows('seasons').map((s) => [s.key, s.league]));
  const teamSeason = (r: Row<'team_seasons'>) =>
    [seasonLeague.get(String(r.season)), yearOf(r.season)] as const;
  // A record derived from games the season's coverage note says are not all (college football's 2024-2025 FBS-only
  // games) does not hold the season: the team's record is partial there.
  const notedSeasons = new Set(
    ctx
      .rows('seasons')
      .filter(
        (s) => s.coverage_notes && typeof s.coverage_notes === 'object' && 'team_seasons' in s.coverage_notes,
      )
      .map((s) => s.key),
  );
  const postseasonTeams = new Map<string, Row<'team_seasons'>[]>();
  for (const r of ctx.rows('team_seasons')) {
    const [league, year] = teamSeason(r);
    const partial = r.derived_from_games === true && notedSeasons.has(String(r.season));
    if (typeof r.wins === 'number' && !partial) hold(league, 'team_record', r.source, year);
    if (r.venue || r.venue_name) hold(league, 'team_venue', r.source, year);
    if (r.playoff_position)
      postseasonTeams.set(String(r.season), [...(postseasonTeams.get(String(r.season)) ?? []), r]);
  }
  // The postseason field: a season whose team seasons say who was eliminated, or name more than its two finalists
  // (a source of every postseason team, not a champions list's title round only).
  for (const rows of postseasonTeams.values()) {
    const reached = rows.filter((r) => r.playoff_position !== 'eliminated');
    if (reached.length <= 2 && reached.length === rows.length) continue;
    for (const r of rows) {
      const [league, year] = teamSeason(r);
      hold(league, 'postseason_field', r.source, year);
    }
  }

  // Games (schedules, results, head-to-head): the regular season's and the postseason's apart, since a source of one
  // may lack the other (Retrosheet's game logs: no MLB postseason game); season totals of meetings, postseason
  // series, rosters, awards.
  for (const g of ctx.rows('games'))
    if (g.status === 'final' && typeof g.home_score === 'number')
      hold(g.league, g.is_playoff ? POSTSEASON_GAMES : 'games', g.source, yearOf(g.season));
  for (const m of ctx.rows('team_meetings')) hold(m.league, 'head_to_head', m.source, yearOf(m.season));
  for (const s of ctx.rows('postseason_series'))
    hold(s.league, 'postseason_series', s.source, yearOf(s.season) ?? (s.year as number | undefined));
  for (const r of ctx.rows('roster_entries'))
    hold(seasonLeague.get(String(r.season)), 'roster', r.source, yearOf(r.season));
  for (const a of ctx.rows('awards'))
    hold(a.league, `award:${String(a.name)}`, a.source, yearOf(a.season) ?? (a.year as number | undefined));

  // The draft: per league, within the years a whole draft table gives (hand/draft-tables.csv), the first seasons
  // whose drafts are all held. Drafts only partly given (the NFL's 1970s rounds 1-7) hold none.
  const drafted = new Map<
    string,
    { league: string; source: string; rows: { draft_year: number; first_year: number | null }[] }
  >();
  for (const p of ctx.rows('players')) {
    if (typeof p.draft_year !== 'number' || typeof p.league !== 'string' || typeof p.source !== 'string')
      continue;
    const whole = drafts.find((d) => d.league === p.league);
    if (!whole || p.draft_year < whole.first || p.draft_year > whole.last) continue;
    const k = `${p.league}|${p.source}`;
    if (!drafted.has(k)) drafted.set(k, { league: p.league, source: p.source, rows: [] });
    drafted.get(k)!.rows.push({
      draft_year: p.draft_year,
      first_year: typeof p.first_year === 'number' ? p.first_year : null,
    });
  }
  for (const d of drafted.values())
    for (const y of draftDebutSeasons(d.rows)) hold(d.league, DRAFT_FIGURE, d.source, y);

  return [...held.values()].map((h) => {
    const years = [...h.years].sort((a, b) => a - b);
    return {
      key: `${h.league}|${h.figure}|${h.source}`,
      league: h.league,
      figure: h.figure,
      source: h.source,
      first_year: years[0],
      last_year: years.at(-1),
      seasons: years,
      note: coverageNote(years),
    };
  });
}

export function addFigureCoverage(ctx: BuildContext): number {
  const rows = figureCoverageRows(ctx);
  for (const r of rows) ctx.add('figure_coverage', r);
  return rows.length;
}
