import { QueryClient, queryOptions } from '@tanstack/react-query';
import { nfl } from '@trophy-room/site-theme';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fetchPageData } from './page-data';
import { declareRoute, deferred, PageMoved, type RouteContext } from './route-data';
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
// The team's titles need its answer (its sport); a section's, asked once the page is known to exist.
const titles = (sport: string) =>
  queryOptions({ queryKey: ['titles', sport], queryFn: async () => (sport === 'football' ? 2 : 0) });
const route = declareRoute({
  page: async () => ({ default: () => null }),
  queries: ({ params, get }) => {
    const t = get<{ sport: string }>(team(params.slug ?? '').queryKey);
    return {
      team: team(params.slug ?? ''),
      titles: t ? deferred(titles(t.sport)) : undefined,
      // Figures the page can do without: their failure leaves them out.
      odds: deferred(
        queryOptions({
          queryKey: ['odds'],
          queryFn: (): Promise<number> => Promise.reject(new ApiError(503, 'Down.')),
        }),
        { mayFail: true },
      ),
      nothing: undefined,
    };
  },
  notFound: ({ team: t }, { site }) => t.sport !== site.sport,
  moved: ({ team: t }, { params }) => (params.slug === 'kc' ? `/teams/${t.slug}-chiefs` : null),
});
const fetchFor = (slug: string) => {
  const client = new QueryClient();
  const done = fetchPageData(route, ctx(slug), client.ensureQueryData.bind(client), (key) =>
    client.getQueryData(key),
  );
  return { client, done };
};

describe("fetchPageData: a route's queries and its not-found rule, on the server", () => {
  it('fetches the queries into the cache (an entry left undefined is not asked)', async () => {
    const { client, done } = fetchFor('kansas-city-chiefs');
    await expect(done).resolves.toBeUndefined();
    expect(client.getQueryData(['team', 'kansas-city-chiefs'])).toEqual({
      slug: 'kansas-city-chiefs',
      sport: 'football',
    });
    // The titles, once the team's sport was known; the odds failed and are left out.
    expect(client.getQueryData(['titles', 'football'])).toBe(2);
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });

  it("asks for no section's query of a page that does not exist", async () => {
    const { client, done } = fetchFor('celtics');
    await expect(done).rejects.toMatchObject({ status: 404 });
    expect(client.getQueryData(['titles', 'basketball'])).toBeUndefined();
  });

  it('rejects with PageMoved when the moved rule gives the path it lives at now', async () => {
    await expect(fetchFor('kc').done).rejects.toEqual(new PageMoved('/teams/kc-chiefs'));
  });

  it("rejects with a 404 when the rule says the page does not exist, and with the API's own error", async () => {
    await expect(fetchFor('celtics').done).rejects.toMatchObject({ status: 404 });
    await expect(fetchFor('nope').done).rejects.toMatchObject({ status: 404, message: 'Not found.' });
  });
});
