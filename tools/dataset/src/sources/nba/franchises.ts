// The franchise lineage table (hand/nba/team_codes.csv, franchises.csv): which franchise a team code denotes in a
// season.
import { join } from 'node:path';
import type { BuildContext } from '../../model';

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
