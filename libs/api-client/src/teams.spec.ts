import type { Team } from '@trophy-room/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createHttpClient } from './http';
import { teamQueries, teamResources } from './teams';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(answer: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => answer(url));
  return {
    fetch,
    teams: teamResources(createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch })),
  };
}

describe('teams', () => {
  it('lists every page and sorts by name', async () => {
    const { teams } = client((url) =>
      url.includes('page=2')
        ? json({ count: 3, next: null, previous: null, results: [{ name: 'Bears' }] })
        : json({
            count: 3,
            next: '/api/teams/teams/?page=2',
            previous: null,
            results: [{ name: 'Vikings' }, { name: 'Packers' }],
          }),
    );
    expect((await teams.list({ sport__slug: 'football' })).map((t: Pick<Team, 'name'>) => t.name)).toEqual([
      'Bears',
      'Packers',
      'Vikings',
    ]);
  });

  it('counts from one small page', async () => {
    const { fetch, teams } = client(() =>
      json({ count: 32, next: '/x', previous: null, results: [{ name: 'Bears' }] }),
    );
    expect(await teams.count({ sport__slug: 'football', level__slug: 'professional' })).toBe(32);
    expect(fetch.mock.calls[0][0]).toBe(
      '/api/teams/teams/?sport__slug=football&level__slug=professional&page_size=1',
    );
  });

  it('gets one team, with a 404 as an ApiError', async () => {
    const { teams } = client(() => json({ detail: 'Team not found.' }, 404));
    await expect(teams.get('nope')).rejects.toBeInstanceOf(ApiError);
  });

  it('asks the server for one filtered page of the directory, and for its filter options', async () => {
    const { fetch, teams } = client((url) =>
      url.startsWith('/api/teams/facets/')
        ? json({ data: { total: 2, sports: [], groups: [] } })
        : json({ count: 0, next: null, previous: null, results: [] }),
    );
    await teams.page(
      { sport__slug: 'hockey', level__slug: 'ncaa-division-i', season: 2023 },
      { search: 'bost', conference: 'hockey-east', page: 2, pageSize: 48 },
    );
    expect(fetch.mock.calls[0][0]).toBe(
      '/api/teams/teams/?sport__slug=hockey&level__slug=ncaa-division-i&search=bost&conference=hockey-east&page=2&page_size=48',
    );
    expect(await teams.facets({ sport__slug: 'hockey' })).toEqual({ total: 2, sports: [], groups: [] });
    expect(fetch.mock.calls[1][0]).toBe('/api/teams/facets/?sport__slug=hockey');
  });

  it("reads a team's views from their data field, with the season's year", async () => {
    const { fetch, teams } = client(() => json({ data: [{ id: 1 }] }));
    expect(await teams.roster('boston-bruins', 2010)).toEqual([{ id: 1 }]);
    expect(fetch.mock.calls[0][0]).toBe('/api/teams/teams/boston-bruins/roster/?year=2010');
    await teams.seasons('boston-bruins');
    expect(fetch.mock.calls[1][0]).toBe('/api/teams/teams/boston-bruins/seasons/');
  });

  it('keys carry the site filters', () => {
    expect(teamQueries.count({ sport__slug: 'hockey' }).queryKey).toEqual([
      'teams',
      { sport__slug: 'hockey' },
      'count',
    ]);
    expect(teamQueries.detail({}, 5).queryKey).toEqual(['teams', {}, 'detail', '5']);
  });
});
