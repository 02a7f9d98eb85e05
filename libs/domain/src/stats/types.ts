// The shape of the stat catalogue: what a stat is made of (its source keys), when a rate counts (its qualifier) and
// how its figure is written (its format).

export type StatSport = 'baseball' | 'basketball' | 'football' | 'hockey';

/**
 * A stat from a line's source keys: the sum of the `num` keys present minus the `numLess` keys, times `scale`; a
 * rate divides that by the sum of its `den` keys. A key is a path in the line's stats ('p.ipo' = stats.p.ipo);
 * 'games' is the line's games played and 'games_started' its starts.
 */
export interface StatFormula {
  num: readonly string[];
  numLess?: readonly string[];
  scale?: number;
  den?: readonly string[];
}

/**
 * Which figures of a rate rank in the leader lists: the sum of the `keys` (times `scale`, in `unit`) reaches
 * `seasonPerGame` per game of the season's longest team schedule (else `seasonMin`) in a season, and `careerMin` in
 * a career.
 */
export interface StatQualifier {
  keys: readonly string[];
  /** Its keys' sum as the leader lists show it beside the rate (PA; IP from outs), and its format. */
  abbr: string;
  label: string;
  format: StatFormat;
  scale?: number;
  /** The unit of its minimums, and of one ("plate appearances", "plate appearance"). */
  unit: string;
  unitOne: string;
  seasonPerGame?: number;
  seasonMin?: number;
  careerMin: number;
}

/**
 * How a figure is written: a count (1,234), a rate (.366), a share as a percentage (50.4%), a fixed number of
 * decimals (2.86, 12.5) or innings pitched in thirds from outs (1,445 outs → 481.2).
 */
export type StatFormat =
  | { kind: 'count' }
  | { kind: 'rate' }
  | { kind: 'percent' }
  | { kind: 'fixed'; digits: number }
  | { kind: 'innings' };

export interface StatDef {
  sport: StatSport;
  /** The stat's slug: the leader lists' URLs (/leaders/home-runs). */
  key: string;
  label: string;
  abbr: string;
  group: string;
  formula: StatFormula;
  format: StatFormat;
  qualifier?: StatQualifier;
  /** Lower is better (ERA). */
  ascending?: boolean;
  /** A position whose lines do not count (goaltenders in the skaters' goals). */
  exceptPosition?: string;
  /** Its name among a player's career figures in the API (`career_stats`). */
  career?: string;
}

/** A sport's stats, the leader lists each of its leagues ranks (in order) and the season tables of its players. */
export interface SportStats {
  sport: StatSport;
  stats: readonly Omit<StatDef, 'sport'>[];
  leaders: Readonly<Record<string, readonly string[]>>;
  /** The season table's columns by kind of player (batters and pitchers, skaters and goaltenders). */
  tables: Readonly<Record<string, readonly string[]>>;
  /** The kind of player (a key of `tables`) of a primary position. */
  tableFor: (position: string | null) => string;
}
