import { screen, within } from '@testing-library/react';
import { hub, nfl } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anAwardWinner, mockApi, seasonHandlers } from '@trophy-room/contract/testing';
import { renderPage } from '@trophy-room/ui-kit/testing';
import SeasonDetailPage from './season-detail-page';
import { paths, routePatterns } from '@trophy-room/routes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (slug: string, site = nfl) =>
  renderPage(<SeasonDetailPage />, { path: paths.season(slug), route: routePatterns.season, site });

describe('SeasonDetailPage', () => {
  it('loading: Loading season...', async () => {
    server.use(...seasonHandlers.loading);
    open('nfl-2024');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading season...');
  });

  it('success by slug: header, champion, championship, overview', async () => {
    server.use(...seasonHandlers.success);
    open('nfl-2024');
    expect(await screen.findByRole('heading', { name: '2024 NFL Season', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Seasons' })).toHaveAttribute('href', '/seasons');
    expect(screen.getByRole('link', { name: 'Philadelphia Eagles' })).toHaveAttribute(
      'href',
      '/teams/philadelphia-eagles/2024',
    );
    expect(screen.getByText('Super Bowl LIX')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument(); // the same derived status as its card in the list
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Sep 5, 2024 – Jan 5, 2025');
    expect(panel).toHaveTextContent('14-team single elimination');
    expect(within(panel).getByRole('link', { name: 'Leaders of the season' })).toHaveAttribute(
      'href',
      '/leaders?league=nfl&view=season&from=2024&to=2024',
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Teams',
      'Standings',
      'Playoffs',
      'Awards',
    ]);
  });

  it("the Awards tab (in the URL) lists the season's award winners, each linked to its award", async () => {
    server.use(
      ...seasonHandlers.success,
      mockApi.data('awardWinners', ({ url }) =>
        url.searchParams.get('league') === 'nfl' && url.searchParams.get('year') === '2024'
          ? [
              anAwardWinner({
                award: { slug: 'nfl-super-bowl-mvp', name: 'Super Bowl MVP' },
                year: 2024,
                name: 'Jalen Hurts',
                person: { kind: 'player', slug: 'jalen-hurts' },
                notes: 'Super Bowl LIX',
              }),
            ]
          : [],
      ),
    );
    const { user, router } = open('nfl-2024');
    await user.click(await screen.findByRole('tab', { name: 'Awards' }));
    expect(router.state.location.search).toBe('?tab=awards');
    const table = await screen.findByRole('table', { name: 'Award winners of the 2024 NFL Season' });
    expect(within(table).getByRole('link', { name: 'Super Bowl MVP' })).toHaveAttribute(
      'href',
      '/awards/nfl-super-bowl-mvp',
    );
    expect(within(table).getByRole('link', { name: 'Jalen Hurts' })).toHaveAttribute(
      'href',
      '/players/jalen-hurts',
    );
  });

  it('finds a season by id too, and shows its standings and its bracket from the data', async () => {
    server.use(...seasonHandlers.success);
    const { user, router } = open('105', hub);
    await screen.findByRole('heading', { name: '2024 NFL Season', level: 1 });
    const standings = screen.getByRole('tab', { name: 'Standings' });
    expect(standings).toHaveAttribute('href', '/seasons/105?tab=standings'); // a link: works unhydrated
    await user.click(standings);
    expect(router.state.location.search).toBe('?tab=standings');
    const nfcEast = await screen.findByRole('table', { name: 'NFC East' });
    const rows = within(nfcEast).getAllByRole('row').slice(1);
    // Team, rank, W L PCT PF PA DIFF (the NFL's columns, the data's), result.
    expect(rows[0]).toHaveTextContent('Philadelphia Eagles1143.824371294+77Champion');
    expect(rows[1]).toHaveTextContent(/^Dallas Cowboys\d710\.412/);
    expect(screen.getByRole('table', { name: 'AFC West' })).toHaveTextContent('Lost Super Bowl');
    await user.click(screen.getByRole('tab', { name: 'Teams' }));
    expect(await screen.findByRole('link', { name: 'Kansas City Chiefs' })).toHaveAttribute(
      'href',
      '/teams/kansas-city-chiefs/2024',
    );
    await user.click(screen.getByRole('tab', { name: 'Playoffs' }));
    const sb = await screen.findByRole('article', {
      name: 'Philadelphia Eagles beat Kansas City Chiefs 40-22',
    });
    expect(within(sb).getByRole('link', { name: 'Philadelphia Eagles' })).toHaveAttribute(
      'href',
      '/teams/philadelphia-eagles/2024',
    );
    expect(sb).toHaveTextContent('Neutral site');
    expect(screen.getByRole('link', { name: 'Open the bracket on its own page' })).toHaveAttribute(
      'href',
      '/seasons/nfl-2024/playoffs',
    );
  });

  it('coming soon where the data holds no standings; the playoffs say what the data lacks', async () => {
    server.use(...seasonHandlers.success, mockApi.page('games', []));
    const { user } = open('nfl-2023');
    await screen.findByRole('heading', { name: '2023 NFL Season', level: 1 });
    await user.click(screen.getByRole('tab', { name: 'Standings' }));
    expect(await screen.findByRole('region', { name: 'Coming Soon' })).toHaveTextContent(
      'Standings for this season will be available',
    );
    await user.click(screen.getByRole('tab', { name: 'Playoffs' }));
    expect(await screen.findByRole('region', { name: 'No postseason in the data' })).toHaveTextContent(
      'The dataset has no postseason games or series for this season.',
    );
    await user.click(screen.getByRole('tab', { name: 'Teams' }));
    expect(await screen.findByRole('region', { name: 'Coming Soon' })).toHaveTextContent('Team rosters');
  });

  it("the Teams tab's load error: the generic Failed to Load Data card, whose Try Again asks again", async () => {
    server.use(...seasonHandlers.success);
    server.use(mockApi.error('standings', 'The standings could not be loaded.', 500));
    const { user } = open('nfl-2024');
    await screen.findByRole('heading', { name: '2024 NFL Season', level: 1 });
    await user.click(screen.getByRole('tab', { name: 'Teams' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to Load DataSomething went wrong while loading the data. Please try again.',
    );
    server.resetHandlers(...seasonHandlers.success);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Kansas City Chiefs' })).toBeInTheDocument();
  });

  it('not found: Season Not Found with a link back', async () => {
    server.use(...seasonHandlers.success);
    open('nfl-1800');
    expect(await screen.findByRole('heading', { name: 'Season Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The season you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Seasons' })).toHaveAttribute('href', '/seasons');
  });

  it('empty list: not found', async () => {
    server.use(...seasonHandlers.empty);
    open('nfl-2024');
    expect(await screen.findByRole('heading', { name: 'Season Not Found' })).toBeInTheDocument();
  });

  it('error: Error Loading Seasons', async () => {
    server.use(...seasonHandlers.error);
    open('nfl-2024');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error Loading SeasonsThe seasons could not be loaded.',
    );
  });
});
