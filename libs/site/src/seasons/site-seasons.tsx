// The season model's data for every page: the site's seasons with data and its current season (the latest), read
// once per page from the API (the server loads them with the route's data, so the browser finds them in the
// dehydrated cache) and given to the pages through the season context.
import { useQuery } from '@tanstack/react-query';
import { seasonQueries, siteFilters, type SiteScope } from '@trophy-room/api-client';
import type { SeasonYears } from '@trophy-room/contract';
import { SeasonProvider } from '@trophy-room/season-context';
import { useSite } from '@trophy-room/site-theme';
import { useMemo, type ReactNode } from 'react';

const none: SeasonYears = { current: null, years: [] };

export const siteSeasonsQuery = (site: SiteScope) => seasonQueries.years(siteFilters(site));

export function SiteSeasons({ children }: { children: ReactNode }) {
  const { sport, level } = useSite();
  const query = useMemo(() => siteSeasonsQuery({ sport, level }), [sport, level]);
  const { data = none } = useQuery(query);
  return (
    <SeasonProvider current={data.current} years={data.years}>
      {children}
    </SeasonProvider>
  );
}
