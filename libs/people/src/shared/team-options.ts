// The team filter's options: the site's teams (the hub's only once a sport is chosen: thousands otherwise).
import { useQuery } from '@tanstack/react-query';
import { teamQueries } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import type { FilterOption } from '@trophy-room/ui-kit';

export const hasTeamFilter = (f: SiteFilterParams) => f.sport__slug !== undefined;

export function useTeamOptions(f: SiteFilterParams): FilterOption[] {
  const teams = useQuery({ ...teamQueries.names(f), enabled: hasTeamFilter(f) });
  return (teams.data ?? []).map((t) => ({ value: t.slug, label: t.name }));
}
