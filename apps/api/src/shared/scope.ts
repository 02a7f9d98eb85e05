// Site filters → the leagues they select: sport__slug and level__slug (college = ncaa-division-i) pick among the
// eight leagues; no filter (the hub) means every league (null).
import type { SiteFilterParams } from '@trophy-room/contract';
import { levelSlug } from '@trophy-room/domain';

export interface LeagueRow {
  id: number;
  slug: string;
  name: string;
  abbreviation: string;
  sport_slug: string;
  sport_name: string;
  level_slug: string;
}

export interface Scope {
  leagueIds: number[] | null;
  season: number | null;
}

export function scopeOf(leagues: LeagueRow[], q: SiteFilterParams): Scope {
  const level = levelSlug(q.level__slug);
  const season = q.season ?? null;
  if (!q.sport__slug && !level) return { leagueIds: null, season };
  const ids = leagues
    .filter((l) => (!q.sport__slug || l.sport_slug === q.sport__slug) && (!level || l.level_slug === level))
    .map((l) => l.id);
  return { leagueIds: ids, season };
}
