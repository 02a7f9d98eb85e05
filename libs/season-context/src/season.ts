// The season model (README, "Seasons"): how a season is labelled, which season of a site is current, what the season
// picker offers and where a choice goes from a page that is about another season.
import { seasonLabel } from '@trophy-room/domain';

// The label is the domain's rule (the pipeline names its seasons with it); the screens import it from here too.
export { seasonLabel };

/** The season nearest to `year` among `years` (the later of two as near), or null when there are none. */
export function nearestSeason(years: readonly number[], year: number): number | null {
  let best: number | null = null;
  for (const y of years) {
    const d = Math.abs(y - year);
    const bd = best === null ? Infinity : Math.abs(best - year);
    if (d < bd || (d === bd && best !== null && y > best)) best = y;
  }
  return best;
}

/** The `season` value of a list's URL (0 = none chosen) as the season shown: the chosen one, else the current one. */
export const shownSeason = (urlSeason: number, current: number | null): number | null =>
  urlSeason > 0 ? urlSeason : current;

/**
 * The label of figures whose rows reach the league's latest season or a season whose source stops early (the API's
 * latest_note: its source's name and note), e.g. "2025-26 as in Basketball-Reference player totals 2025-26, partial: … through the games of 2026-01-14";
 * null when there is no note. The one label for a player's, a coach's and a team's figures.
 */
export function latestSeasonText(
  year: number | null,
  note: string | null | undefined,
  sport: string | null | undefined,
): string | null {
  if (!note || year === null) return null;
  return `${seasonLabel(year, sport)} as in ${note.replace(/\.$/, '')}`;
}
