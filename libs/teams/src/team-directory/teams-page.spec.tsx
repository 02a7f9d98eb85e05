import { screen, within } from '@testing-library/react';
import { mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { cbb, hub, nfl } from '@trophy-room/site-theme';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { directoryHandlers } from '../testing/teams-scenario';
import TeamsPage from './teams-page';

const server = setupServer(...directoryHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = paths.teams(), site = nfl) =>
  renderPage(<TeamsPage />, { path, route: routePatterns.teams, site });
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Teams' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('TeamsPage', () => {
  it('shows nine skeleton cards while loading', async () => {
    server.use(mockApi.loading('teams'));
    open();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading teams...');
    expect(status.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(9);
  });

  it('lists the teams with the tiles, card fields and fallbacks, defunct ones marked', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ALL TEAMS' })).toBeInTheDocument();
    expect(screen.getByText('Team Directory')).toBeInTheDocument();
    expect(
      await screen.findByText('Explore 3 teams across all major professional sports leagues'),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Teams' });
    expect(cardNames()).toEqual(['Kansas City Chiefs', 'Las Vegas Raiders', 'Providence Steam Roller']);
    const tiles = screen.getByRole('region', { name: 'Team statistics' });
    expect(tiles).toHaveTextContent('Total Teams3Sports1Divisions2Filtered Results3');
    const [chiefs, , providence] = screen.getAllByRole('link').filter((a) => a.closest('ul'));
    expect(chiefs).toHaveAttribute('href', '/teams/kansas-city-chiefs');
    expect(chiefs).toHaveTextContent(
      'KCKansas City ChiefsKansas City, MODivisionAFC WestFounded1960Championships4',
    );
    // No abbreviation or short name: the first two letters; no division or conference: N/A.
    expect(providence).toHaveTextContent(
      'PRProvidence Steam RollerProvidence, RIDefunct 1925–1931DivisionN/A',
    );
  });

  it('searches and filters on the server, keeping both in the URL', async () => {
    let query = new URLSearchParams();
    server.use(
      http.get('/api/teams/teams/', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    const { user, router } = open();
    await screen.findByRole('region', { name: 'No Teams Found' });
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'KC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Division' }), 'AFC West');
    expect(router.state.location.search).toBe('?q=KC&division=nfl-afc-west');
    await screen.findByRole('region', { name: 'No Teams Found' });
    expect(query.get('search')).toBe('KC');
    expect(query.get('division')).toBe('nfl-afc-west');
    expect(query.get('sport__slug')).toBe('football');
  });

  it('says college programmes on a college site and offers every sport on the hub', async () => {
    const first = open(paths.teams(), cbb);
    expect(
      await screen.findByText('Explore 3 college programmes across NCAA Division I'),
    ).toBeInTheDocument();
    first.unmount();
    open(paths.teams(), hub);
    await screen.findByRole('option', { name: 'Football' });
    const sport = screen.getByRole('combobox', { name: 'Sport' });
    expect(
      within(sport)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Sports', 'Football']);
  });

  it('shows No Teams Found when nothing matches', async () => {
    open(paths.teams({ q: 'zzz' }));
    expect(await screen.findByRole('heading', { name: 'No Teams Found' })).toBeVisible();
  });

  it('shows the error with a retry', async () => {
    server.use(mockApi.error('teamFacets', 'The database is unavailable.'));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load teams data');
    expect(alert).toHaveTextContent('The database is unavailable.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
