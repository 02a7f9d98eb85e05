// Pure helpers of the home page: the team's name, the data-as-of line and sibling site URLs.
import type { Champion, Championship } from '@trophy-room/contract';
import { formatDay } from '@trophy-room/routes';
import { siteIds, type SiteId } from '@trophy-room/site-theme';

/** The team as the API names it: team_name is the full name ("Kansas City Chiefs", "Florida"); team_city is the
 * home city or campus, so it is never prefixed. */
export function teamName(c: Pick<Champion, 'team_name'>): string {
  return c.team_name;
}

/**
 * "Data as of Jun 14, 2026": the latest date the site's leagues reach in the dataset. A league whose sources carry
 * no dates (college baseball) reads "Data through the 2025 titles" from its latest title year; null for no data.
 */
export function dataAsOf(
  championships: Pick<Championship, 'data_as_of'>[],
  latestTitleYear: number | null = null,
): string | null {
  const dates = championships.map((c) => c.data_as_of).filter((d): d is string => !!d);
  if (!dates.length) return latestTitleYear === null ? null : `Data through the ${latestTitleYear} titles`;
  return `Data as of ${formatDay(dates.reduce((a, b) => (b > a ? b : a)))}`;
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
