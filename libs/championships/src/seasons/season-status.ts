// Season arithmetic for the seasons screens: status derived from the years, decades and the list filters.
import type { Season } from '@trophy-room/contract';
import { ALL } from '@trophy-room/routes';
import { compareText, levelSlug } from '@trophy-room/domain';
import { siteVariants, type SiteId } from '@trophy-room/site-theme';

export type SeasonStatus = 'active' | 'completed' | 'upcoming';

/** The decade a start year falls in: 1994 → 1990. */
export const decadeOf = (year: number) => Math.floor(year / 10) * 10;

/** Parses yyyy-MM-dd as a local calendar date. */
const day = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
};

/**
 * Status in the list: upcoming if the season starts after this calendar year; in this year, upcoming
 * before the regular season starts, active until the playoffs end, then completed (active when the dates are
 * missing); completed otherwise.
 */
export function seasonStatus(
  s: Pick<Season, 'start_year' | 'regular_season_start' | 'playoffs_end'>,
  now = new Date(),
): SeasonStatus {
  const year = now.getFullYear();
  if (s.start_year > year) return 'upcoming';
  if (s.start_year < year) return 'completed';
  if (!s.regular_season_start || !s.playoffs_end) return 'active';
  if (now < day(s.regular_season_start)) return 'upcoming';
  return now <= day(s.playoffs_end) ? 'active' : 'completed';
}

export interface SeasonFilterState {
  search: string;
  sport: string;
  status: SeasonStatus | typeof ALL;
  decade: string;
  /** Quick filter on the hub: one site's sport and level. */
  site: SiteId | null;
}

export const emptyFilters: SeasonFilterState = {
  search: '',
  sport: ALL,
  status: ALL,
  decade: ALL,
  site: null,
};

/** Case-insensitive search over name, sport, league and champion, plus the sport, status, decade and site filters. */
export function filterSeasons(seasons: Season[], f: SeasonFilterState, now = new Date()): Season[] {
  const q = f.search.trim().toLowerCase();
  const quick = f.site ? siteVariants[f.site] : null;
  return seasons.filter((s) => {
    if (f.sport !== ALL && s.sport.slug !== f.sport) return false;
    if (f.decade !== ALL && decadeOf(s.start_year) !== Number(f.decade)) return false;
    if (f.status !== ALL && seasonStatus(s, now) !== f.status) return false;
    if (quick && (s.sport.slug !== quick.sport || s.level_slug !== levelSlug(quick.level))) return false;
    if (!q) return true;
    return [
      s.name,
      s.sport.name,
      s.league,
      s.league_abbreviation,
      championLabel(s),
      s.champion?.team_city,
    ].some((v) => v?.toLowerCase().includes(q));
  });
}

/** The decades present, newest first. */
export const decades = (seasons: Season[]) =>
  [...new Set(seasons.map((s) => decadeOf(s.start_year)))].sort((a, b) => b - a);

/** The sports present, by name. */
export function sports(seasons: Season[]) {
  const bySlug = new Map(seasons.map((s) => [s.sport.slug, s.sport.name]));
  return [...bySlug].map(([slug, name]) => ({ slug, name })).sort((a, b) => compareText(a.name, b.name));
}

export const statusVariant = { active: 'success', completed: 'secondary', upcoming: 'primary' } as const;

export const statusLabel: Record<SeasonStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  upcoming: 'Upcoming',
};

/** The champion's name as the API gives it (full: "Kansas City Chiefs", "Florida"); null without a champion. */
export function championLabel(s: Pick<Season, 'champion'>): string | null {
  return s.champion?.team_name ?? null;
}
