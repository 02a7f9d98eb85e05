import { screen } from '@testing-library/react';
import { cbb, cbs, hub, nba } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aPlayer, mockApi, playerHandlers } from '@trophy-room/contract/testing';
import { routePatterns } from '@trophy-room/routes';
import { renderPage } from '@trophy-room/ui-kit/testing';
import PlayersPage from './players-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = '/players', site = nba) =>
  renderPage(<PlayersPage />, { path, route: routePatterns.players, site });

describe('PlayersPage', () => {
  it('loading: 12 skeleton cards', async () => {
    server.use(...playerHandlers.loading);
    const { container } = open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading players...');
    expect(container.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(12);
  });

  it('cards: name → player page, the first 6 career stats, Show More Stats, the icon rule', async () => {
    server.use(...playerHandlers.success);
    open();
    expect(await screen.findByRole('link', { name: 'LeBron James' })).toHaveAttribute(
      'href',
      '/players/lebron-james',
    );
    const card = screen
      .getByRole('link', { name: 'LeBron James' })
      .closest('[data-slot="card"]') as HTMLElement;
    // LeBron: an MVP award (icon); Gretzky: 4 titles (icon too).
    expect(screen.getAllByText('Decorated player')).toHaveLength(2);
    expect(card.querySelectorAll('dt')).toHaveLength(4); // the builder has 4 stats: all shown, no button
    expect(screen.getByText('1–2 of 2 players')).toBeInTheDocument();
  });

  it('a retired player shows his last team as named then, never "Free Agent"', async () => {
    server.use(...playerHandlers.success);
    open();
    const card = (await screen.findByRole('link', { name: 'Wayne Gretzky' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Last: New York Rangers');
    expect(card).not.toHaveTextContent('Free Agent');
  });

  it('Show More Stats opens the rest of the stats', async () => {
    const many = aPlayer({
      career_stats: {
        seasons_played: 20,
        games_played: 1500,
        games_started: 1400,
        points: 30000,
        rebounds: 9000,
        assists: 8000,
        steals: 2000,
        blocks: 900,
      },
    });
    server.use(mockApi.page('players', [many]), mockApi.page('teams', []));
    const { user } = open();
    await screen.findByRole('link', { name: 'LeBron James' });
    expect(screen.queryByText('Steals')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More Stats' }));
    expect(screen.getByText('Steals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Less Stats' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends the search, filters and page from the URL to the API', async () => {
    let url: URL | undefined;
    server.use(
      mockApi.page('players', (req) => {
        url = req.url;
        return [aPlayer()];
      }),
      mockApi.page('teams', []),
    );
    open('/players?q=jam&position=F&status=active&page=2&sport=hockey', hub);
    await screen.findByRole('link', { name: 'LeBron James' });
    expect(Object.fromEntries(url!.searchParams)).toMatchObject({
      search: 'jam',
      position: 'F',
      status: 'active',
      page: '2',
      sport__slug: 'hockey',
    });
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('hockey');
  });

  it('error: Failed to load players data with Try Again', async () => {
    server.use(...playerHandlers.error);
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load players data');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('empty after filtering: No Players Found; no people in the sources: says so', async () => {
    server.use(...playerHandlers.empty);
    open('/players?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No Players Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });

  it('a site whose sources hold no players says so, asks the API nothing and points to what it has', () => {
    open('/players', cbb); // no handler: a request would fail the test
    const empty = screen.getByRole('region', { name: 'No Players in Our Sources' });
    expect(empty).toHaveTextContent(/hold no player records: no rosters, player statistics or player awards/);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the coaches' })).toHaveAttribute('href', '/coaches');
    expect(screen.getByRole('link', { name: 'See the teams and their seasons' })).toHaveAttribute(
      'href',
      '/teams',
    );
  });

  it('and leaves the coaches out where the sources hold none of them either', () => {
    open('/players', cbs);
    expect(screen.getByRole('region', { name: 'No Players in Our Sources' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the coaches' })).not.toBeInTheDocument();
  });
});
