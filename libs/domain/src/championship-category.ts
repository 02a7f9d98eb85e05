// What a championship's name says about it: its sport card, whether it is top-tier, its league label.

export const SPORT_CATEGORIES = ['Football', 'Basketball', 'Baseball', 'Hockey'] as const;
export type SportCategory = (typeof SPORT_CATEGORIES)[number] | 'Other';

const byName: [string, SportCategory][] = [
  ['Super Bowl', 'Football'],
  ['NBA', 'Basketball'],
  ['Conference Championship', 'Basketball'],
  ['World Series', 'Baseball'],
  ['League Championship', 'Baseball'],
  ['Stanley Cup', 'Hockey'],
];

const bySlug: Record<string, SportCategory> = {
  football: 'Football',
  basketball: 'Basketball',
  baseball: 'Baseball',
  hockey: 'Hockey',
};

/**
 * The category is read from the championship's name first; names the list does not know
 * ("NFL Championship", "Frozen Four", the college titles) fall back to the champion's sport before landing in Other.
 */
export function sportCategory(c: {
  championship_name: string;
  sport?: { slug: string } | null;
}): SportCategory {
  const hit = byName.find(([needle]) => c.championship_name.includes(needle));
  if (hit) return hit[1];
  return (c.sport && bySlug[c.sport.slug]) || 'Other';
}

/** The sport card of a site's own sport (for a single-sport site); null on the hub. */
export const categoryOfSport = (slug: string | null): SportCategory | null =>
  slug ? (bySlug[slug] ?? 'Other') : null;

const TOP_TIER = ['Super Bowl', 'NBA Championship', 'NBA Finals', 'World Series', 'Stanley Cup'];

/** The four major pro titles. "NBA Finals" is how the dataset names the NBA's; college titles are not top-tier. */
export function isTopTier(c: { championship_name: string; level?: { slug: string } | null }): boolean {
  if (c.level?.slug && c.level.slug !== 'professional') return false;
  return TOP_TIER.some((needle) => c.championship_name.includes(needle));
}

/** The league label: Super Bowl → NFL, NBA → NBA, World Series → MLB (not the College World Series), else Sports. */
export function leagueLabel(championshipName: string): string {
  if (championshipName.includes('Super Bowl')) return 'NFL';
  if (championshipName.includes('NBA')) return 'NBA';
  if (championshipName.includes('World Series') && !championshipName.includes('College')) return 'MLB';
  return 'Sports';
}
