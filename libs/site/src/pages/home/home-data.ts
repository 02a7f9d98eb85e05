// Pure helpers of the home page: the team's name, and the data-as-of line.
import type { Champion, Championship } from '@trophy-room/contract';
import { formatDay } from '@trophy-room/domain';

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
  const date = asOfDate(championships, latestTitleYear);
  if (date === null) return null;
  return date.endsWith(' titles') ? `Data through the ${date}` : `Data as of ${date}`;
}

/** The as-of date alone ("Jun 14, 2026"), or "2025 titles" for a league whose sources carry no dates. */
export function asOfDate(
  championships: Pick<Championship, 'data_as_of'>[],
  latestTitleYear: number | null = null,
): string | null {
  const dates = championships.map((c) => c.data_as_of).filter((d): d is string => !!d);
  if (!dates.length) return latestTitleYear === null ? null : `${latestTitleYear} titles`;
  return formatDay(dates.reduce((a, b) => (b > a ? b : a)));
}
