// @vitest-environment jsdom
import { keepPreviousData, QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { nfl, SiteProvider } from '@trophy-room/site-theme';
import { createElement as h, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { declareRoute, deferred } from './route-data';
import { useRouteData, useRouteQueries } from './use-route-data';

const team = (slug: string) =>
  queryOptions({
    queryKey: ['team', slug],
    queryFn: async () => {
      if (slug === 'nope') throw new ApiError(404, 'Not found.');
      if (slug === 'down') throw new ApiError(503, 'Unavailable.');
      return { slug, sport: slug === 'celtics' ? 'basketball' : 'football' };
    },
  });
// The team's figures never come, or fail: the page is ready without them.
const figures = (slug: string) =>
  queryOptions({
    queryKey: ['figures', slug],
    queryFn: (): Promise<number> =>
      slug === 'down' ? Promise.reject(new ApiError(503, 'Unavailable.')) : new Promise(() => undefined),
  });
const route = declareRoute({
  page: async () => ({ default: () => null }),
  queries: ({ params }) => ({
    team: team(params.slug ?? ''),
    figures: deferred(figures(params.slug ?? '')),
  }),
  notFound: ({ team: t }, { site }) => t.sport !== site.sport,
});

// A list whose second query needs the first's answer.
const ranks = (sport: string) =>
  queryOptions({ queryKey: ['ranks', sport], queryFn: async () => [sport, 'first'] });
const listRoute = declareRoute({
  page: async () => ({ default: () => null }),
  queries: ({ params, get }) => {
    const t = get<{ sport: string }>(team(params.slug ?? '').queryKey);
    return { team: team(params.slug ?? ''), ranks: t ? ranks(t.sport) : undefined };
  },
});

const wrapperAt = (slug: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    h(SiteProvider, {
      config: nfl,
      children: h(QueryClientProvider, {
        client,
        children: h(MemoryRouter, {
          initialEntries: [`/teams/${slug}`],
          children: h(Routes, null, h(Route, { path: '/teams/:slug', element: children })),
        }),
      }),
    });
  return wrapper;
};
const at = (slug: string) => renderHook(() => useRouteData(route), { wrapper: wrapperAt(slug) }).result;

describe("useRouteData: the route's queries by name, in one of four states", () => {
  it('loading, then ready with the data by name', async () => {
    const result = at('kansas-city-chiefs');
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // Without the deferred figures, which have not come.
    expect(result.current.data).toEqual({
      team: { slug: 'kansas-city-chiefs', sport: 'football' },
      figures: undefined,
    });
  });

  it("not found: by the route's rule, or the API's 404", async () => {
    const rule = at('celtics');
    await waitFor(() => expect(rule.current.status).toBe('not-found'));
    const api = at('nope');
    await waitFor(() => expect(api.current.status).toBe('not-found'));
  });

  it('error: any other failure, with its message', async () => {
    const result = at('down');
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Unavailable.');
  });
});

describe("useRouteQueries: each of the route's queries by name, with its own state", () => {
  it('asks for a query that needs another once that one has answered', async () => {
    const { result } = renderHook(() => useRouteQueries(listRoute), {
      wrapper: wrapperAt('kansas-city-chiefs'),
    });
    expect(result.current.team.status).toBe('pending');
    expect(result.current.ranks).toBeUndefined();
    await waitFor(() => expect(result.current.ranks?.data).toEqual(['football', 'first']));
    expect(result.current.team.data).toEqual({ slug: 'kansas-city-chiefs', sport: 'football' });
  });
});

// A list's page in the URL; the next page's answer is held until the test lets it come.
let release: () => void = () => undefined;
const listPage = (page: string) =>
  queryOptions({
    queryKey: ['list', page],
    queryFn: () =>
      page === '1'
        ? Promise.resolve([`row of page ${page}`])
        : new Promise<string[]>((r) => (release = () => r([`row of page ${page}`]))),
    placeholderData: keepPreviousData,
  });
const pagedRoute = declareRoute({
  page: async () => ({ default: () => null }),
  queries: ({ search }) => ({ list: listPage(search.get('page') ?? '1') }),
});

describe('useRouteQueries with keepPreviousData', () => {
  it("keeps the last page's data on screen while the next one loads", async () => {
    const { result } = renderHook(
      () => ({ list: useRouteQueries(pagedRoute).list, navigate: useNavigate() }),
      { wrapper: wrapperAt('kansas-city-chiefs') },
    );
    await waitFor(() => expect(result.current.list.data).toEqual(['row of page 1']));
    act(() => result.current.navigate('/teams/kansas-city-chiefs?page=2'));
    await waitFor(() => expect(result.current.list.isPlaceholderData).toBe(true));
    expect(result.current.list.data).toEqual(['row of page 1']);
    act(() => release());
    await waitFor(() => expect(result.current.list.data).toEqual(['row of page 2']));
  });
});
