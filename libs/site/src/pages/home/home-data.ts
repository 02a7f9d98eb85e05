// Pure helpers the home page derives its figures from: recent champions, league labels, most titles, site URLs.
import type { Champion, Championship } from '@trophy-room/contract';
import { siteIds, type SiteId } from '@trophy-room/site-theme';

export const RECENT_CHAMPIONS = 5;

/**
 * The first 5 champions whose title was decided in `year` (the previous calendar year). When the data holds no
 * title for that year yet, the latest year before it that has titles is shown instead, so the table is never
 * empty while the data holds champions.
 */
export function recentChampions(
  champions: Champion[],
  year: number,
): { year: number; champions: Champion[] } | null {
  const years = champions.map((c) => c.title_year).filter((y) => y <= year);
  if (years.length === 0) return null;
  const shown = champions.some((c) => c.title_year === year) ? year : Math.max(...years);
  return {
    year: shown,
    champions: champions.filter((c) => c.title_year === shown).slice(0, RECENT_CHAMPIONS),
  };
}

/** The team as the API names it: team_name is the full name ("Kansas City Chiefs", "Florida"); team_city is the
 * home city or campus, so it is never prefixed. */
export function teamName(c: Pick<Champion, 'team_name'>): string {
  return c.team_name;
}

/**
 * The franchise with the most titles in the list (first reached on a tie), or null for an empty list. A title
 * counts once per season of a league (the 1966 Packers' NFL Championship and Super Bowl I are one), and a
 * franchise is one team across names; it is shown under the name of its first-listed (newest) title.
 */
export function mostTitles(
  champions: Pick<Champion, 'id' | 'team_id' | 'team_name' | 'season_id'>[],
): { team: string; titles: number } | null {
  const seasons = new Map<string, Set<string>>();
  const names = new Map<string, string>();
  let best: { team: string; titles: number } | null = null;
  for (const c of champions) {
    const key = c.team_id !== null ? `id:${c.team_id}` : `name:${c.team_name}`;
    if (!names.has(key)) names.set(key, teamName(c));
    const set = seasons.get(key) ?? new Set<string>();
    set.add(c.season_id !== null ? `season:${c.season_id}` : `result:${c.id}`);
    seasons.set(key, set);
    if (!best || set.size > best.titles) best = { team: names.get(key)!, titles: set.size };
  }
  return best;
}

/**
 * "Data as of Jun 14, 2026": the latest date the site's leagues reach in the dataset. A league whose sources carry
 * no dates (college baseball) reads "Data through the 2025 titles" from its latest title year; null for no data.
 */
export function dataAsOf(
  championships: Pick<Championship, 'data_as_of'>[],
  champions: Pick<Champion, 'title_year'>[] = [],
): string | null {
  const dates = championships.map((c) => c.data_as_of).filter((d): d is string => !!d);
  if (!dates.length) {
    return champions.length
      ? `Data through the ${Math.max(...champions.map((c) => c.title_year))} titles`
      : null;
  }
  const latest = dates.reduce((a, b) => (b > a ? b : a));
  const when = new Date(`${latest.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Data as of ${when}`;
}

type Where = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/**
 * A sibling site's address: same protocol and port as this page, with the host's first label swapped for the
 * site id (nfl.localhost → cbb.localhost); the hub lives at the bare host (localhost).
 */
export function siteUrl(id: SiteId, where: Where): string {
  const labels = where.hostname.split('.');
  const base =
    labels.length > 1 && (siteIds as string[]).includes(labels[0])
      ? labels.slice(1).join('.')
      : where.hostname;
  const host = id === 'hub' ? base : `${id}.${base}`;
  return `${where.protocol}//${host}${where.port ? `:${where.port}` : ''}/`;
}
