// The people pages' own display formats: dates MMM d, yyyy and height in feet and inches. Rates, percentages, counts
// and records are written with the domain's formatters (@trophy-room/domain), the one set every page uses.
import { seasonLabel } from '@trophy-room/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const NA = 'N/A';

/** 1984-12-30 → Dec 30, 1984 (read as a calendar date, never shifted by time zone). */
export function formatDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : NA;
}

/** 81 → 6′9″. */
export function formatHeight(inches: number | null | undefined): string {
  if (!inches) return NA;
  return `${Math.floor(inches / 12)}′${inches % 12}″`;
}

/**
 * An award's season as the awards pages name it (the domain's season label): the 1976-77 Jack Adams Award is
 * "1976-77", never its start year alone, which a reader takes for the year it was given.
 */
export const awardSeason = (a: { year: number | null }, sport: string): string | null =>
  a.year === null ? null : seasonLabel(a.year, sport);
