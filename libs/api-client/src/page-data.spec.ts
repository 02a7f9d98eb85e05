import { QueryClient, queryOptions } from '@tanstack/react-query';
import { nfl } from '@trophy-room/site-theme';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fetchPageData } from './page-data';
import { declareRoute, type RouteContext } from './route-data';
import { siteFilters } from './site-filters';

const ctx = (slug: string): RouteContext => ({
  params: { slug },
  search: new URLSearchParams(),
  site: nfl,
  filters: siteFilters(nfl),
});
const team = (slug: string) =>
  queryOptions({
    queryKey: ['team', slug],
    queryFn: async () => {
      if (slug === 'nope') throw new ApiError(404, 'Not found.');
      return { slug, sport: slug === 'celtics' ? 'basketball' : 'football' };
    },
  });
const route = declareRoute({
  page: async () => ({ default: () => null }),
  queries: ({ params }) => ({ team: team(params.slug ?? ''), nothing: undefined }),
  notFound: ({ team: t }, { site }) => t.sport !== site.sport,
});
const fetchFor = (slug: string) => {
  const client = new QueryClient();
  return { client, done: fetchPageData(route, ctx(slug), client.ensureQueryData.bind(client)) };
};

describe("fetchPageData: a route's queries and its not-found rule, on the server", () => {
  it('fetches the queries into the cache (an entry left undefined is not asked)', async () => {
    const { client, done } = fetchFor('kansas-city-chiefs');
    await expect(done).resolves.toBeUndefined();
    expect(client.getQueryData(['team', 'kansas-city-chiefs'])).toEqual({
      slug: 'kansas-city-chiefs',
      sport: 'football',
    });
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it("rejects with a 404 when the rule says the page does not exist, and with the API's own error", async () => {
    await expect(fetchFor('celtics').done).rejects.toMatchObject({ status: 404 });
    await expect(fetchFor('nope').done).rejects.toMatchObject({ status: 404, message: 'Not found.' });
  });
});
