// How a team reads: its badge, the name it bore in a season, its years and a season's record.
import type { Team, TeamIdentity, TeamSeason } from '@trophy-room/contract';
import { formatRecord, ordinal, yearRange } from '@trophy-room/domain';
import { seasonLabel } from '@trophy-room/season-context';

/** The header's badge: the abbreviation, else the first three letters of the name, uppercased. */
export const headerBadge = (t: Pick<Team, 'abbreviation' | 'name'>) =>
  t.abbreviation || t.name.slice(0, 3).toUpperCase();

/** A card's badge: the abbreviation, else the short name, else the first two letters of the name. */
export const cardBadge = (t: Pick<Team, 'abbreviation' | 'short_name' | 'name'>) =>
  t.abbreviation || t.short_name || t.name.slice(0, 2).toUpperCase();

/**
 * The identity the team bore in the season starting `year` (the API's rule: the earliest identity not yet ended by
 * that season), else its current one.
 */
export function borneIdentity(t: Team, year: number): TeamIdentity {
  const found = t.lineage.find((i) => i.last_year === null || i.last_year >= year);
  return (
    found ?? { name: t.name, city: t.city, abbreviation: t.abbreviation, first_year: null, last_year: null }
  );
}

/** "1967–2007", "1967–present", or "2008" for a single season. */
export function yearSpan(first: number | null, last: number | null): string {
  if (first === null) return last === null ? '' : `–${last}`;
  return yearRange(first, last ?? 'present');
}

/** "1985-86" (basketball, hockey) or "1962" (football, baseball): the season's one label (the season model's). */
export const shortSeasonLabel = (year: number, sportSlug: string) => seasonLabel(year, sportSlug);

/** "1985-86 Season" (basketball, hockey) or "1962 Season" (football, baseball). */
export const teamSeasonLabel = (year: number, sportSlug: string) => `${seasonLabel(year, sportSlug)} Season`;

/** W-L, W-L-T, W-L-OTL or W-L-T-OTL (hockey); null without a record. */
export function recordText(s: Pick<TeamSeason, 'wins' | 'losses' | 'ties' | 'ot_losses'>): string | null {
  if (s.wins === null || s.losses === null) return null;
  return formatRecord(s.wins, s.losses, s.ties, s.ot_losses);
}

/**
 * A team-season's finish: "1st in Central Division", or "2nd overall" where the source ranks the season in one table
 * (no division or conference: the NBA before 2004-05 in its sources, the AFL), so that it never reads as a division place.
 */
export const finishText = (rank: number, groupName: string | null | undefined) =>
  `${ordinal(rank)} ${groupName ? `in ${groupName}` : 'overall'}`;

/** The season the franchise played last: its last year, else (still active) the current season. */
export const lastSeasonOf = (t: Team, current: number) => t.last_year ?? current;
