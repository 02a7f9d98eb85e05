// Which seasons a player's stat lines cover. The sources' season lines can stop before his career does (NFL lines
// end with 2021, NHL lines with 2017-18, NBA totals with 2024-25): the page then says the table's totals cover only
// the seasons it shows, and that career figures summed from those lines are partial.
import type { PlayerDetail } from '@trophy-room/contract';

export interface StatsCoverage {
  /** The last season with a regular-season line, as named ("2017-18 NHL"). */
  lastLine: string;
  /** The lines stop before his last season in our data. */
  partial: boolean;
}

const label = (name: string) => name.replace(/ Season$/, '');

export function statsCoverage(p: PlayerDetail): StatsCoverage | null {
  const lines = p.seasons.filter((l) => !l.is_postseason);
  if (!lines.length) return null;
  const last = lines.reduce((a, l) => (l.season.start_year > a.season.start_year ? l : a)).season;
  return {
    lastLine: label(last.name),
    partial: p.last_year !== null && last.start_year < p.last_year,
  };
}

/** Career figures the API sums from the season lines (basketball, hockey), not from a source's career totals. */
export const careerFromLines = (p: PlayerDetail) =>
  p.sport.slug === 'basketball' || p.sport.slug === 'hockey';
