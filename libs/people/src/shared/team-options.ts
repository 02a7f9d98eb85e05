// The team filter's options: the site's teams (the hub's only once a sport is chosen: thousands otherwise).
import type { TeamName } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import type { FilterOption } from '@trophy-room/ui-kit';

export const hasTeamFilter = (f: SiteFilterParams) => f.sport__slug !== undefined;

/** The options from the route's team names (none until they have come, or without a team filter). */
export const teamOptions = (teams: readonly TeamName[] | undefined): FilterOption[] =>
  (teams ?? []).map((t) => ({ value: t.slug, label: t.name }));
