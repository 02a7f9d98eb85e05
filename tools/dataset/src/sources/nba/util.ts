// Shared helpers for the NBA module: keys, slugs, number parsing and the franchise code table.
import { join } from 'node:path';
import type { BuildContext } from '../../model';
export { bool, int, num as real, text } from '../../shared/parse';
export { slugify } from '../../shared/slug';
import { slugify } from '../../shared/slug';
import { seasonKey as sharedSeasonKey } from '../../shared/season';

export const LG = 'nba';
export const BBREF = 'nba_bbref';
export const HAND = 'hand:nba-franchises';

export const seasonKey = (startYear: number) => sharedSeasonKey('nba', startYear);
export const teamKey = (franchise: string) => `nba:${franchise}`;
export const personKey = (bbrefId: string) => `nba:${bbrefId}`;

/** Name comparison key: no accents, punctuation or case. */
export const nameKey = (s: string) => slugify(s).replace(/-/g, '');

/** '1986-87' for start year 1986. */
export { spanLabel as seasonLabel } from '../../shared/season';

export function ordinal(n: number): string {
  const v = n % 100;
  if (v >= 11 && v <= 13) return `${n}th`;
  const suffix = n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

const twoWordNicknames = ['Trail Blazers', 'Red Skins'];

/** Splits 'Los Angeles Lakers' into city 'Los Angeles' and nickname 'Lakers'. */
export function splitTeamName(name: string): { city: string | null; nickname: string } {
  for (const n of twoWordNicknames) {
    if (name.endsWith(` ${n}`)) return { city: name.slice(0, -n.length - 1), nickname: n };
  }
  if (name === 'Spirits of St. Louis') return { city: 'St. Louis', nickname: 'Spirits' };
  if (name === 'The Floridians') return { city: null, nickname: 'Floridians' };
  const i = name.lastIndexOf(' ');
  return i < 0 ? { city: null, nickname: name } : { city: name.slice(0, i), nickname: name.slice(i + 1) };
}

export interface CodeRange {
  code: string;
  first: number; // season END year, inclusive
  last: number;
  lg: string;
  franchise: string;
}

/** Franchise lineage table: which franchise a team code denotes in a given season (by season end year). */
export class Franchises {
  readonly ranges: CodeRange[];
  readonly info: Record<string, string>[];
  constructor(ctx: BuildContext) {
    this.ranges = ctx.readCsv(join(ctx.handDir, 'nba/team_codes.csv')).map((r) => ({
      code: r.code,
      first: Number(r.first_season),
      last: Number(r.last_season),
      lg: r.lg,
      franchise: r.franchise,
    }));
    this.info = ctx.readCsv(join(ctx.handDir, 'nba/franchises.csv'));
  }
  /** Franchise key (e.g. 'LAL') for a code in a season (season end year), or null. */
  lookup(code: string, seasonEnd: number): CodeRange | null {
    return this.ranges.find((r) => r.code === code && seasonEnd >= r.first && seasonEnd <= r.last) ?? null;
  }
  /** Lenient lookup for draft years (a draft in June Y precedes season Y+1). */
  lookupNear(code: string, year: number): CodeRange | null {
    return this.lookup(code, year) ?? this.lookup(code, year + 1);
  }
}
