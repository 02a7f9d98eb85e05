// Championships list filtering: search, sport and the active-in-season filter, plus the header stats.
import type { Championship } from '@trophy-room/contract';
import { ALL } from '@trophy-room/routes';
import { titleYear, type TitleYearSport, compareText } from '@trophy-room/domain';

export interface ChampionshipFilterState {
  search: string;
  /** A sport slug, or 'all'. */
  sport: string;
  /** Only championships contested in the selected season (default on). */
  activeOnly: boolean;
}

/**
 * Contested in the season that starts in `season`: first_year and last_year are title years, so the season is
 * compared by its title year under the sport's rule (the 1946-47 NBA season is 1947).
 */
export function isActiveIn(c: Championship, season: number): boolean {
  const year = titleYear(c.sport.slug as TitleYearSport, { start_year: season, end_year: null });
  const started = c.first_year === null || c.first_year <= year;
  return started && (c.last_year === null || c.last_year >= year);
}

/** Case-insensitive substring of the championship name or the sport name. */
export function matchesSearch(c: Championship, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return c.name.toLowerCase().includes(q) || c.sport.name.toLowerCase().includes(q);
}

export function filterChampionships(
  list: Championship[],
  f: ChampionshipFilterState,
  season: number,
): Championship[] {
  return list.filter(
    (c) =>
      matchesSearch(c, f.search) &&
      (f.sport === ALL || c.sport.slug === f.sport) &&
      (!f.activeOnly || isActiveIn(c, season)),
  );
}

/** The sports present, for the sport filter: slug and name, by name. */
export function sportOptions(list: Championship[]): { slug: string; name: string }[] {
  const bySlug = new Map<string, string>();
  for (const c of list) if (c.sport) bySlug.set(c.sport.slug, c.sport.name);
  return [...bySlug].map(([slug, name]) => ({ slug, name })).sort((a, b) => compareText(a.name, b.name));
}

export interface ChampionshipStatsSummary {
  total: number;
  sports: number;
  /** Years since the earliest first_year (0 when none is known). */
  yearsOfHistory: number;
}

export function summarize(
  list: Championship[],
  thisYear = new Date().getFullYear(),
): ChampionshipStatsSummary {
  const firsts = list.map((c) => c.first_year).filter((y): y is number => typeof y === 'number');
  return {
    total: list.length,
    sports: new Set(list.map((c) => c.sport.slug)).size,
    yearsOfHistory: firsts.length ? thisYear - Math.min(...firsts) : 0,
  };
}
