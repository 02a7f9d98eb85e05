import { screen, within } from '@testing-library/react';
import { paths, routePatterns } from '@trophy-room/routes';
import { nba, nfl } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { finalsGame5, gameHandlers, scheduledDetail, withExtras } from '../testing/game-scenario';
import { renderPage } from '@trophy-room/ui-kit/testing';
import GameDetailPage from './game-detail-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (id: string | number, site = nba) =>
  renderPage(<GameDetailPage />, { path: paths.game(id), route: routePatterns.game, site });

describe('GameDetailPage', { timeout: 20_000 }, () => {
  it('loading: Loading game...', async () => {
    server.use(...gameHandlers.loading);
    open(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading game...');
  });

  it('a final: header with the leader highlighted, teams linking to their season, the series, four tabs', async () => {
    server.use(...gameHandlers.success);
    const { user, router } = open(finalsGame5.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dallas Mavericks at Boston Celtics' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scores' })).toHaveAttribute('href', '/scores');
    expect(screen.getByRole('link', { name: 'Boston Celtics' })).toHaveAttribute(
      'href',
      '/teams/boston-celtics/2023',
    );
    expect(screen.getByText('106')).toHaveClass('font-bold');
    expect(screen.getByText('88')).not.toHaveClass('font-bold');
    expect(screen.getAllByText('19,156', { selector: 'dd' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Stats',
      'Plays',
      'Game Info',
    ]);
    const overview = screen.getByRole('tabpanel');
    expect(overview).toHaveTextContent(
      'The Boston Celtics beat the Dallas Mavericks 106–88 in the NBA Finals on Jun 17, 2024.',
    );
    expect(overview).toHaveTextContent('Game 5: the Boston Celtics won the series 4–1');
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Game statistics will be available in a future update.',
    );
    const gameInfo = screen.getByRole('tab', { name: 'Game Info' });
    expect(gameInfo).toHaveAttribute('href', `${paths.game(finalsGame5.id)}?tab=info`); // a link: works unhydrated
    await user.click(gameInfo);
    expect(router.state.location.search).toBe('?tab=info');
    const info = screen.getByRole('tabpanel');
    expect(info).toHaveTextContent(String(finalsGame5.id));
    expect(info).toHaveTextContent('2023-24 NBA Season');
    expect(info).toHaveTextContent('Our sources do not name the officials of this game.');
  });

  it('shows head coaches, starting quarterbacks and the line score when the data has them', async () => {
    server.use(...gameHandlers.success);
    open(withExtras.id, nfl);
    const overview = await screen.findByRole('tabpanel');
    expect(overview).toHaveTextContent('Kyle Shanahan (SF), Andy Reid (KC)');
    expect(overview).toHaveTextContent('Brock Purdy (SF), Patrick Mahomes (KC)');
    expect(overview).toHaveTextContent('in overtime');
    const line = within(overview).getByRole('table', { name: 'Line score' });
    expect(within(line).getAllByRole('row')[2]).toHaveTextContent('Kansas City Chiefs0310662');
  });

  it('a scheduled game: a preview notice and no scores', async () => {
    server.use(...gameHandlers.success);
    open(scheduledDetail.id, nfl);
    expect(await screen.findByRole('tabpanel')).toHaveTextContent(
      'Preview: this game is scheduled for Feb 11, 2024 at 18:30.',
    );
    expect(screen.getAllByText('-')).toHaveLength(2);
  });

  it('an unknown id: Game Not Found with a link back to scores', async () => {
    server.use(...gameHandlers.notFound);
    open(99999999);
    expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The game you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Scores' })).toHaveAttribute('href', '/scores');
  });

  it('any other failure: Failed to load game scores with a retry', async () => {
    server.use(...gameHandlers.error);
    open(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load game scores');
  });
});
