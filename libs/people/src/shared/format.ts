// The people pages' own display formats: height in feet and inches, an award's season. Dates (MMM d, yyyy), rates,
// percentages, counts and records are written with the domain's formatters (@trophy-room/domain), the one set every
// page uses.
import { seasonLabel } from '@trophy-room/domain';

export { formatDate } from '@trophy-room/domain';
export const NA = 'N/A';

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
