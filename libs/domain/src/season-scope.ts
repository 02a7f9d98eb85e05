// Which of the site filters a season-spanning call sends.

export interface ScopeFilters {
  sport__slug?: string;
  level__slug?: string;
  season?: number | string;
}

/**
 * The site's sport and level without the selected season: lists that span every season (championships,
 * champions, seasons, teams) must not be narrowed to one. Absent filters stay absent (no `undefined` keys),
 * so query keys and query strings compare equal.
 */
export function withoutSeason<F extends ScopeFilters>({ sport__slug, level__slug }: F): Omit<F, 'season'> {
  return { ...(sport__slug && { sport__slug }), ...(level__slug && { level__slug }) } as Omit<F, 'season'>;
}
