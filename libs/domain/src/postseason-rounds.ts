// Postseason rounds and NCAA tournament regions named as the league named them that season, not by today's names.
// Sources: Basketball-Reference's season playoff pages (https://www.basketball-reference.com/playoffs/NBA_1950.html
// and the other years) name the rounds; the NCAA's bracket history (https://www.ncaa.com/history/basketball-men/d1)
// names the regions. Kaggle's March Machine Learning Mania data (MSeasons.csv) names the regions W/X/Y/Z by its own
// convention, stated in its data description: W is the region whose name comes first alphabetically, X the region
// that meets W in the national semifinals, Y and Z the other two in alphabetical order.

/** Where a series stands in its season's bracket, counted without tiebreaker games. */
export interface RoundPosition {
  /** 0 for the Finals, 1 for the round before it along the series winner's path, and so on. */
  fromFinals: number;
  /** 1 for a team's first series, else one more than the most series either team played before it. */
  fromStart: number;
}

/**
 * Whether a postseason round is played in series: a round robin (the NHL's 2020 seeding round robin, the NBA's 1954
 * division round robins) is single games among several teams, which no league counts as a series between two of them.
 */
export const isSeriesRound = (round: string | null): boolean => !/round robin/i.test(round ?? '');

/** A game played to break a tie in the regular-season standings before the playoffs (Basketball-Reference). */
export const NBA_TIEBREAKER = 'Tiebreaker';

/**
 * Whether a lone playoff game between two teams (neither played another series game with the other before the
 * next round) is a tiebreaker: before 1970-71 every round was best-of-three or longer, except the 1953-54 division
 * round robins, where each pair met twice with other games in between.
 */
export const nbaLoneGameIsTiebreaker = (start: number): boolean => start < 1970 && start !== 1953;

/**
 * The name of an NBA (BAA 1946-47 to 1948-49) playoff round in the season starting `start`:
 * - 1946-47, 1947-48 (BAA): Quarterfinals, Semifinals, Finals, counted back from the Finals (the division winners
 *   met in a Semifinal without a Quarterfinal).
 * - 1948-49 to 1969-70: Division Semifinals and Division Finals, counted from the start (a division winner with a
 *   bye began in the Division Finals); in 1949-50 the Central and Western division champions then met in the NBA
 *   Semifinals; in 1953-54 each division played a round robin before its Division Finals.
 * - 1970-71 on (conferences): First Round (from 1974-75), Conference Semifinals, Conference Finals, Finals, counted
 *   back from the Finals.
 * Null when the position does not fit the season's format.
 */
export function nbaRoundName(start: number, at: RoundPosition): string | null {
  if (at.fromFinals === 0) return 'Finals';
  const pick = (names: readonly string[], i: number) => names[i] ?? null;
  if (start <= 1947) return pick(['Semifinals', 'Quarterfinals'], at.fromFinals - 1);
  if (start === 1953) return at.fromFinals === 1 ? 'Division Finals' : 'Division Round Robin';
  if (start === 1949) return pick(['Division Semifinals', 'Division Finals', 'Semifinals'], at.fromStart - 1);
  if (start < 1970) return pick(['Division Semifinals', 'Division Finals'], at.fromStart - 1);
  return pick(['Conference Finals', 'Conference Semifinals', 'First Round'], Math.min(at.fromFinals, 3) - 1);
}

/** The four regions of the NCAA men's tournament by the years they were used (the NCAA's bracket history). */
const NCAA_REGION_ERAS: readonly { from: number; to: number; names: readonly string[] }[] = [
  { from: 1957, to: 1984, names: ['East', 'Mideast', 'Midwest', 'West'] },
  { from: 1985, to: 1997, names: ['East', 'Midwest', 'Southeast', 'West'] },
  { from: 1998, to: 2003, names: ['East', 'Midwest', 'South', 'West'] },
  // 2004-2006 the regions were named by their host cities (e.g. 2004: Atlanta, East Rutherford, Phoenix, St. Louis).
  { from: 2007, to: 2010, names: ['East', 'Midwest', 'South', 'West'] },
  { from: 2011, to: 2011, names: ['East', 'Southeast', 'Southwest', 'West'] },
  { from: 2012, to: 9999, names: ['East', 'Midwest', 'South', 'West'] },
];

/** The region names of a tournament year, or null where they were host cities or are not written here. */
export function ncaaRegionNames(year: number): readonly string[] | null {
  return NCAA_REGION_ERAS.find((e) => year >= e.from && year <= e.to)?.names ?? null;
}

/**
 * The region of the tournament that met the alphabetically first region in the national semifinals, for the years
 * Kaggle's MSeasons.csv does not name (it stops at 2021 and writes TBD for 2022). NCAA.com bracket of each year:
 * 2022 East (North Carolina) v West (Duke); 2023 East (Florida Atlantic) v South (San Diego State); 2024 East
 * (UConn) v West (Alabama); 2025 East (Duke) v Midwest (Houston).
 */
const NCAA_SEMIFINAL_PARTNER_OF_FIRST: Readonly<Record<number, string>> = {
  2022: 'West',
  2023: 'South',
  2024: 'West',
  2025: 'Midwest',
};

/** Kaggle's region letters W/X/Y/Z as the region names of the year, by Kaggle's convention; null if not known. */
export function kaggleRegionNames(year: number): Record<'W' | 'X' | 'Y' | 'Z', string> | null {
  const names = ncaaRegionNames(year);
  const partner = NCAA_SEMIFINAL_PARTNER_OF_FIRST[year];
  if (!names || !partner) return null;
  const sorted = [...names].sort();
  const [y, z] = sorted.slice(1).filter((n) => n !== partner);
  return { W: sorted[0], X: partner, Y: y, Z: z };
}

/** Whether a region name read from a source is one the NCAA used that year (host-city years are not checked). */
export function isNcaaRegionOf(year: number, name: string): boolean {
  const names = ncaaRegionNames(year);
  return names === null || names.includes(name);
}

/**
 * The NCAA men's tournament's early rounds as named in the tournament of `year`: from 2011 to 2015 the four play-in
 * games were the "First Round", the round of 64 the "Second Round" and the round of 32 the "Third Round" (NCAA
 * bracket history); from 2016 they are the First Four, First Round and Second Round. Other rounds keep their names.
 */
export function ncaaTournamentRoundName(year: number, round: string): string {
  if (year < 2011 || year > 2015) return round;
  return NCAA_ROUNDS_2011_2015[round] ?? round;
}

const NCAA_ROUNDS_2011_2015: Readonly<Record<string, string>> = {
  'First Four': 'First Round',
  'First Round': 'Second Round',
  'Second Round': 'Third Round',
};
