// Pure helpers the home page derives its figures from: recent champions, league labels, most titles, site URLs.
import type { Champion } from '@trophy-room/contract';
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

/** The team with the most titles in the list (first reached on a tie), or null for an empty list. */
export function mostTitles(champions: Champion[]): { team: string; titles: number } | null {
  const counts = new Map<string, number>();
  let best: { team: string; titles: number } | null = null;
  for (const c of champions) {
    const team = teamName(c);
    const n = (counts.get(team) ?? 0) + 1;
    counts.set(team, n);
    if (!best || n > best.titles) best = { team, titles: n };
  }
  return best;
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
