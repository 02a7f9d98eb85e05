// A player's season line as each statistics source reads it (NFL.com, nflverse, PFR); player-seasons.ts, the one
// builder of the rows, imports those sources.
import { compact } from '../../shared/json';

export type Stats = Record<string, number>;

/** NFL exports write 0 for "did not record": zeros are left out with the missing cells. */
export const nonZero = (o: Record<string, number | null>): Stats => compact(o, { dropZeros: true }) ?? {};

export interface Line {
  player: string;
  season: number;
  team: string | null;
  games: number | null;
  started: number | null;
  stats: Stats;
  source: string;
}
