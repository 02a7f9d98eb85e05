// Which seasons a player's stat lines cover, from the API's stats_span (the one mechanism, shared/figure-span): the
// sources' season lines can stop before his career does (NHL lines end with 2017-18 in today's data): the table's
// last row then reads Total, not Career, and the page says the figures cover only those seasons.
import type { PlayerDetail } from '@trophy-room/contract';
import { seasonLabel } from '@trophy-room/season-context';

export interface StatsCoverage {
  /** The last season with a regular-season line, as labelled ("2017-18"). */
  lastLine: string;
  /** The lines stop before his last season in our data. */
  partial: boolean;
}

export function statsCoverage(p: PlayerDetail): StatsCoverage | null {
  const s = p.stats_span;
  if (s.last_year === null) return null;
  return { lastLine: seasonLabel(s.last_year, p.sport.slug), partial: s.partial };
}
