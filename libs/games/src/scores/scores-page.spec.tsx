import { screen, within } from '@testing-library/react';
import { aSeason, mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { hub, nfl } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { scoresHandlers } from '../testing/scores-scenario';
import ScoresPage from './scores-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const handlers = scoresHandlers.success;

const open = (q: Parameters<typeof paths.scores>[0] = {}, site = nfl) =>
  renderPage(<ScoresPage />, { path: paths.scores(q), route: routePatterns.scores, site });

// Several user steps each: generous on a loaded 2-core machine.
describe('ScoresPage', { timeout: 20_000 }, () => {
  it('loading: 8 skeletons', async () => {
    server.use(mockApi.loading());
    open({ from: '2024-02-11' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading games...');
    expect(status.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(8);
  });

  it('error: Failed to load game scores, with a retry', async () => {
    server.use(mockApi.error('games'));
    open({ from: '2024-02-11' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load game scores');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('a range from the URL: counters and cards (away above home) linking to the game', async () => {
    server.use(...handlers);
    open({ from: '2024-02-10', to: '2024-02-11' });
    const card = await screen.findByRole('link', { name: /Kansas City Chiefs/ });
    expect(card).toHaveAttribute('href', paths.game(9001));
    const teams = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(teams).toEqual(['Away: San Francisco 49ers', 'Home: Kansas City Chiefs']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['22', '25']);
    expect(card).toHaveTextContent('Final/OT');
    expect(card).toHaveTextContent('Super Bowl');
    const upcoming = screen.getByRole('link', { name: /Scheduled/ });
    expect(
      within(upcoming)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['-', '-']);
    expect(upcoming).toHaveTextContent('18:30');
    const counts = screen.getByRole('region', { name: 'Game counts' });
    expect(counts).toHaveTextContent(/Live Games\s*0/);
    expect(counts).toHaveTextContent(/Final Scores\s*1/);
    expect(counts).toHaveTextContent(/Upcoming\s*1/);
    expect(counts).toHaveTextContent(/Sports\s*1/);
    expect(screen.getByRole('heading', { name: 'Sunday, Feb 11, 2024' })).toBeInTheDocument();
  });

  it('team search and status filter live in the URL', async () => {
    server.use(...handlers);
    const { user, router } = open({ from: '2024-02-10', to: '2024-02-11' });
    await screen.findByRole('link', { name: /Kansas City Chiefs/ });
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    expect(router.state.location.search).toContain('status=scheduled');
    expect(screen.queryByRole('link', { name: /Kansas City Chiefs/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Team'), 'mia');
    expect(router.state.location.search).toContain('q=mia');
    expect(screen.getByRole('link', { name: /Miami Dolphins/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kansas City Chiefs/ })).not.toBeInTheDocument();
  });

  it('an empty range says so and jumps to the nearest day with games in one click', async () => {
    server.use(...handlers);
    const { user, router } = open({ from: '2024-03-01', to: '2024-03-07' }, hub);
    expect(await screen.findByRole('heading', { name: 'No Games Found' })).toBeInTheDocument();
    expect(screen.getByText(/no games in our data for Mar 1 – Mar 7, 2024/)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Sunday, Feb 11, 2024/ }));
    expect(router.state.location.search).toBe('?from=2024-02-11&to=2024-02-11');
    expect(await screen.findByRole('link', { name: /Kansas City Chiefs/ })).toBeInTheDocument();
  });

  it('no date in the URL and no game today: opens on the latest week with games and says so', async () => {
    server.use(...handlers);
    open();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'No games today; showing the latest week with games, Feb 5 – Feb 11, 2024.',
    );
    expect(await screen.findByRole('link', { name: /Kansas City Chiefs/ })).toBeInTheDocument();
    const counts = screen.getByRole('region', { name: 'Game counts' });
    expect(counts).toHaveTextContent(/Final Scores\s*1/);
    expect(counts).toHaveTextContent(/Upcoming\s*1/);
    expect(screen.getByLabelText('From')).toHaveValue('2024-02-05');
    expect(screen.getByLabelText('To')).toHaveValue('2024-02-11');
  });

  it('an explicit date keeps showing that date, empty, without the latest week', async () => {
    server.use(...handlers);
    open({ from: '2024-03-01', to: '2024-03-01' });
    expect(await screen.findByRole('heading', { name: 'No Games Found' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kansas City Chiefs/ })).not.toBeInTheDocument();
  });

  it("a season chosen in the picker: its games, by default its last week (to its final's day)", async () => {
    server.use(...handlers, mockApi.page('seasons', [aSeason({ start_year: 2023, end_date: '2024-02-11' })]));
    open({ season: 2023 });
    expect(await screen.findByRole('link', { name: /Kansas City Chiefs/ })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2024-02-05');
    expect(screen.getByLabelText('To')).toHaveValue('2024-02-11');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('This Week starts on Monday; the end is never before the start', async () => {
    server.use(...handlers);
    const { user, router } = open({ from: '2024-02-10', to: '2024-02-11' });
    await screen.findByRole('link', { name: /Kansas City Chiefs/ });
    await user.click(screen.getByRole('button', { name: 'This Week' }));
    const q = new URLSearchParams(router.state.location.search);
    const from = new Date(`${q.get('from')}T12:00:00Z`);
    expect(from.getUTCDay()).toBe(1);
    expect(screen.getByLabelText('To')).toHaveAttribute('min', q.get('from'));
    // A start after the end moves the end with it.
    const start = screen.getByLabelText('From');
    await user.clear(start);
    await user.type(start, '2030-01-01');
    const after = new URLSearchParams(router.state.location.search);
    expect(after.get('to')! >= after.get('from')!).toBe(true);
  });
});
