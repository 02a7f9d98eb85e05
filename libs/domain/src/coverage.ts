// Whole or partial, computed and never asserted: the one rule for every figure of a person, a team or a pair that is
// summed from seasons. A figure covers the seasons the sources hold it for (the dataset's coverage model,
// figure_coverage, or the subject's own rows); it is partial when the subject's span — first to last season, or
// through the league's latest season while active — holds a season of the league that it does not cover. The pages
// say it beside the figure with coverageText ("1970–2024 only", "through 2019-20").
import { seasonLabel } from './season-label';
import { readKey, type StatLine } from './stats/value';

export interface SubjectSpan {
  first_year: number | null;
  last_year: number | null;
}

export interface FigureCoverage {
  /** The first and last covered season (start years) within the subject's span; null when none is covered. */
  first_year: number | null;
  last_year: number | null;
  /** How many seasons of the span the figure covers. */
  seasons: number;
  /** The span reaches beyond the covered seasons. */
  partial: boolean;
  /** The seasons between the first and last covered that the figure lacks (a hole in the sources); absent if none. */
  missing_years?: number[];
}

/**
 * The figure's coverage of a subject: `span` its first and last season (the caller extends the last to the league's
 * latest season for an active subject), `covered` the seasons the figure is held for, `leagueSeasons` the seasons the
 * league played (a lockout year is no gap; a year before its first season in the data is); without them every year of
 * the span counts.
 */
export function coverageOf(
  span: SubjectSpan,
  covered: Iterable<number>,
  leagueSeasons?: ReadonlySet<number>,
): FigureCoverage {
  // A set is read as it is (a league's figure, read for each figure of each person of a page: copying it was most of
  // a page's mapping time); the rule only reads it.
  const held: ReadonlySet<number> = covered instanceof Set ? covered : new Set(covered);
  const { first_year: first, last_year: last } = span;
  if (first === null || last === null || last < first) {
    const years = [...held].sort((a, b) => a - b);
    return {
      first_year: years[0] ?? null,
      last_year: years.at(-1) ?? null,
      seasons: years.length,
      partial: false,
    };
  }
  let lo = Infinity;
  if (leagueSeasons) for (const y of leagueSeasons) if (y < lo) lo = y;
  const inSpan: number[] = [];
  let partial = false;
  for (let y = first; y <= last; y++) {
    // A year inside the league's seasons that it did not play is no gap; one before its first season in the data is.
    if (leagueSeasons && y >= lo && !leagueSeasons.has(y) && !held.has(y)) continue;
    if (held.has(y)) inSpan.push(y);
    else partial = true;
  }
  const [firstIn, lastIn] = [inSpan[0], inSpan.at(-1)];
  const holes =
    firstIn === undefined || lastIn === undefined ? [] : missingBetween(firstIn, lastIn, held, leagueSeasons);
  return {
    first_year: firstIn ?? null,
    last_year: lastIn ?? null,
    seasons: inSpan.length,
    partial,
    ...(holes.length ? { missing_years: holes } : {}),
  };
}

/** The seasons from `first` to `last` not held, leaving out those the league did not play (a lockout is no hole). */
export function missingBetween(
  first: number,
  last: number,
  held: ReadonlySet<number>,
  leagueSeasons?: ReadonlySet<number>,
): number[] {
  const out: number[] = [];
  for (let y = first + 1; y < last; y++)
    if (!held.has(y) && (!leagueSeasons?.size || leagueSeasons.has(y))) out.push(y);
  return out;
}

/**
 * The seasons a career summed from its season lines covers: those with a line of his, and, between his first and last
 * line, those the league's lines cover without one of his (a season he did not play: hurt, out of the league). Before
 * his first line and after his last, a season of his span without a line is one the sources miss, not one he sat out:
 * a source of lines that lacks some players (NFL.com's before 1970 has no Bart Starr) must not make his career whole.
 */
export function careerLineSeasons(own: Iterable<number>, leagueLines: Iterable<number>): number[] {
  const years = new Set(own);
  if (years.size === 0) return [];
  const [first, last] = [Math.min(...years), Math.max(...years)];
  for (const y of leagueLines) if (y >= first && y <= last) years.add(y);
  return [...years].sort((a, b) => a - b);
}

/** The span's last season: its own, or the league's latest while the subject is active. */
export const spanThrough = (
  last: number | null,
  active: boolean,
  leagueLatest: number | null,
): number | null => (active && leagueLatest !== null ? Math.max(last ?? leagueLatest, leagueLatest) : last);

/**
 * What a page says beside a partial figure, in the sport's season labels: "through 2019-20" (covered from the span's
 * start), "from 1982" (covered to its end), "1970–2024 only", "1948-49–1974-75 only, without 1950-51" (a few
 * seasons missing inside, named), "21 seasons 2000–2022 only" (more of them, counted),
 * "no season in the sources"; null when the figure is whole.
 */
export function coverageText(
  c: FigureCoverage,
  sport: string | null | undefined,
  span?: SubjectSpan,
): string | null {
  if (!c.partial) return null;
  if (c.first_year === null || c.last_year === null) return 'no season in the sources';
  const from = seasonLabel(c.first_year, sport);
  const to = seasonLabel(c.last_year, sport);
  const whole = c.seasons >= c.last_year - c.first_year + 1;
  // Seasons missing inside: named when they are few ("1948-49–1974-75 only, without 1950-51"), else counted.
  const holes = c.missing_years ?? [];
  if (!whole && holes.length && holes.length <= 3)
    return `${from}–${to} only, without ${listText(holes.map((y) => seasonLabel(y, sport)))}`;
  if (!whole) return `${c.seasons} seasons ${from}–${to} only`;
  // Partial though it covers the whole known span: the career may have begun before the sources do.
  const fromStart = span?.first_year != null && c.first_year <= span.first_year;
  const toEnd = span?.last_year != null && c.last_year >= span.last_year;
  if (fromStart && toEnd) return `from ${from}`;
  if (fromStart) return `through ${to}`;
  if (span?.last_year != null && c.last_year >= span.last_year) return `from ${from}`;
  return c.first_year === c.last_year ? `${from} only` : `${from}–${to} only`;
}

const listText = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The coverage model's figure of postseason games (final, with a score); `games` is the regular season's. */
export const POSTSEASON_GAMES = 'postseason_games';

/**
 * The figures every league of a reference has, held or not: the data-quality page lists each for every league, so a
 * figure no source gives (MLB's postseason games, college hockey's coaches) is shown as missing, never left out.
 */
export const LEAGUE_FIGURES = [
  'team_record',
  'games',
  POSTSEASON_GAMES,
  'postseason_series',
  'team_venue',
  'roster',
  'coach_record',
] as const;

/** The coverage model's name of a stat's figure (figure_coverage.figure): `stat.<the stat's slug>`. */
export const statFigure = (statKey: string): string => `stat.${statKey}`;

/** Whether a season line holds the stat: a number at one of its keys (and one of its denominator's, for a rate). */
export function holdsStat(
  def: { formula: { num: readonly string[]; den?: readonly string[] } },
  line: StatLine,
): boolean {
  const any = (keys: readonly string[]) => keys.some((k) => readKey(line, k) !== null);
  return any(def.formula.num) && (!def.formula.den || any(def.formula.den));
}

/** A run of consecutive seasons held: first and last start year. */
export interface SeasonRun {
  first_year: number;
  last_year: number;
}

/**
 * The seasons held as runs. A year the league did not play (`leagueSeasons` lacks it: the 2004-05 NHL lockout) does
 * not break a run; without `leagueSeasons` every missing year does.
 */
export function seasonRuns(held: Iterable<number>, leagueSeasons?: ReadonlySet<number>): SeasonRun[] {
  const years = [...new Set(held)].sort((a, b) => a - b);
  const runs: SeasonRun[] = [];
  for (const y of years) {
    const last = runs.at(-1);
    let joined = last !== undefined;
    for (let gap = (last?.last_year ?? y) + 1; joined && gap < y; gap++)
      joined = leagueSeasons !== undefined && !leagueSeasons.has(gap);
    if (last && joined) last.last_year = y;
    else runs.push({ first_year: y, last_year: y });
  }
  return runs;
}

/** The league's seasons (from its first to its last) that `held` lacks, as runs: what a table or figure misses. */
export function missingRuns(held: Iterable<number>, leagueSeasons: ReadonlySet<number>): SeasonRun[] {
  const have = new Set(held);
  return seasonRuns(
    [...leagueSeasons].filter((y) => !have.has(y)),
    leagueSeasons,
  );
}

/** "1949-50–2003-04, 2005-06–2025-26" in the sport's season labels; "none" for no run. */
export function runsText(runs: readonly SeasonRun[], sport: string | null | undefined): string {
  if (!runs.length) return 'none';
  return runs
    .map((r) =>
      r.first_year === r.last_year
        ? seasonLabel(r.first_year, sport)
        : `${seasonLabel(r.first_year, sport)}–${seasonLabel(r.last_year, sport)}`,
    )
    .join(', ');
}
