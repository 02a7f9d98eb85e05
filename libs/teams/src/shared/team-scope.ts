// Which team pages exist on a site: the team must be of the site's sport and level, and the season within the
// franchise's years (or one it has a season row or a title in).
import type { SiteFilterParams, Team, TeamChampionship, TeamSeason } from '@trophy-room/contract';

/** A site pinned to a sport (and level) shows only its own teams; the hub shows all. */
export function belongsToSite(t: Team, f: SiteFilterParams): boolean {
  if (f.sport__slug && t.sport.slug !== f.sport__slug) return false;
  if (f.level__slug && t.level.slug !== f.level__slug) return false;
  return true;
}

/** The year segment of /teams/{slug}/{year}: a four-digit season start year, else null. */
export const parseYear = (raw: string | undefined): number | null =>
  raw !== undefined && /^\d{4}$/.test(raw) ? Number(raw) : null;

/** Every season the team's pages list: its season rows and its title seasons, newest first. */
export function seasonYears(seasons: TeamSeason[], titles: TeamChampionship[]): number[] {
  const years = new Set([...seasons.map((s) => s.start_year), ...titles.map((c) => c.year)]);
  return [...years].sort((a, b) => b - a);
}

/** Whether /teams/{slug}/{year} is a page: a season of the franchise (from its founding to its last season). */
export function hasSeason(
  t: Team,
  seasons: TeamSeason[],
  titles: TeamChampionship[],
  year: number,
  currentSeason: number,
): boolean {
  if (seasonYears(seasons, titles).includes(year)) return true;
  return t.founded_year !== null && t.founded_year <= year && year <= (t.last_year ?? currentSeason);
}
