// The query of the tables /standings shows, apart from their computation: the route declares it (routes.ts is in
// every page's entry chunk), and the computation over the rows loads with the query, beside the rows' own fetch.
import { queryOptions } from '@tanstack/react-query';
import { cacheOptions, gamesApi, standingQueries } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import type { standingsParams, ParamValues } from '@trophy-room/routes';

/** What the tables depend on: every parameter but the open row (opening one reads nothing); a date needs a season. */
export type TablesKey = Omit<ParamValues<typeof standingsParams>, 'open'>;

/** The URL's page of tables, computed where the rows are read (on the server for the first render). */
export const standingsTablesQuery = (f: SiteFilterParams, p: ParamValues<typeof standingsParams>) => {
  const { open: _open, ...rest } = p;
  const key: TablesKey = { ...rest, date: p.season ? p.date : '' };
  return queryOptions({
    queryKey: [...standingQueries.all(f), 'tables', key] as const,
    queryFn: async ({ client }) => {
      const [{ standingsTables }, rows, leagues] = await Promise.all([
        import('./standings-tables'),
        key.season === 0
          ? gamesApi.currentStandings(f)
          : gamesApi.standings(f, key.season, key.date || undefined),
        client.ensureQueryData(standingQueries.years(f)),
      ]);
      return standingsTables(rows, leagues, key);
    },
    ...cacheOptions(key.season === 0 ? 'dynamic' : 'semiStatic'),
  });
};
