import { screen, within } from '@testing-library/react';
import { paths, routePatterns } from '@trophy-room/routes';
import { hub, nba } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsHandlers } from '../testing/analytics-scenario';
import AnalyticsPage from './analytics-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = paths.analytics(), site = nba) =>
  renderPage(<AnalyticsPage />, { path, route: routePatterns.analytics, site });

const kpiCards = () => within(screen.getByRole('list', { name: 'Key figures' })).getAllByRole('listitem');

describe('AnalyticsPage', { timeout: 20_000 }, () => {
  it('shows four KPI cards with change and trend, two charts with their tables, three insights', async () => {
    server.use(...analyticsHandlers.success);
    open();
    expect(await screen.findByText('54.6%')).toBeInTheDocument();
    const cards = kpiCards();
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Home win rate54.6%');
    expect(cards[0]).toHaveTextContent('Trend down: −0.3 pts');
    expect(cards[1]).toHaveTextContent('Trend up: +1.1');
    expect(cards[2]).toHaveTextContent('Trend neutral');
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    expect(screen.getByRole('img', { name: /Win % — top 10 teams/ }).querySelectorAll('rect')).toHaveLength(
      3,
    );
    expect(screen.getByRole('table', { name: 'Points per game over time — data' })).toHaveTextContent(
      '2025-11',
    );
    expect(within(screen.getByRole('region', { name: 'Insights' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/2025-26 NBA Season · change against 2024-25 NBA Season/)).toBeInTheDocument();
    expect(screen.getByLabelText('Metric category')).toHaveValue('team-performance');
    expect(screen.getByLabelText('Timeframe')).toHaveValue('season');
    // A sport site measures its own league only: nothing to choose.
    expect(screen.queryByLabelText('League')).not.toBeInTheDocument();
  });

  it('the hub: one league at a time, in its own units; choosing another starts the Filter over', async () => {
    server.use(...analyticsHandlers.success);
    const { user, router } = open(paths.analytics({ team: 'kansas-city-chiefs' }), hub);
    const league = await screen.findByLabelText('League');
    expect(kpiCards()[1]).toHaveTextContent('Points per game23');
    expect(league).toHaveValue('nfl');
    expect(
      within(league)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'NFL',
      'NBA',
      'MLB',
      'NHL',
      'NCAA Football',
      'NCAA Basketball',
      'NCAA Baseball',
      'NCAA Hockey',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' }).parentElement).toHaveTextContent(
      'Team Performance for the NFL on',
    );
    await user.selectOptions(league, 'MLB');
    expect(router.state.location.search).toBe('?league=mlb');
    expect(await screen.findByText('Runs per game over time')).toBeInTheDocument();
    expect(kpiCards()[1]).toHaveTextContent('Runs per game4.4');
    expect(screen.getByRole('table', { name: 'Runs per game over time — data' })).toBeInTheDocument();
    expect(screen.queryByText(/Points per game/)).not.toBeInTheDocument();
    expect(screen.getByText(/at least 81 games \(half a full 162-game season\)\.$/)).toBeInTheDocument();
  });

  it('changing category or timeframe writes the URL and shows the new figures; an empty week says so', async () => {
    server.use(...analyticsHandlers.success);
    const { user, router } = open();
    await screen.findByText('54.6%');
    await user.selectOptions(screen.getByLabelText('Metric category'), 'Season Trends');
    expect(router.state.location.search).toBe('?category=season-trends');
    expect(await screen.findByText('48 yrs')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Metric category'), 'Team Performance');
    await user.selectOptions(screen.getByLabelText('Timeframe'), 'This Week');
    expect(router.state.location.search).toBe('?timeframe=week');
    expect(await screen.findByRole('note')).toHaveTextContent('No games in Jun 7 – Jun 13, 2026');
    expect(kpiCards()[0]).toHaveTextContent('—');
  });

  it('Filter narrows to a team (in the URL); View Detailed Report opens the full table', async () => {
    server.use(...analyticsHandlers.success);
    const { user, router } = open();
    await screen.findByText('54.6%');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(await screen.findByLabelText('Team'), 'Boston Celtics');
    expect(router.state.location.search).toBe('?team=boston-celtics');
    expect(await screen.findByRole('button', { name: 'Filter: Boston Celtics' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Detailed Report' }));
    expect(router.state.location.search).toBe('?team=boston-celtics&report=true');
    const table = screen.getByRole('table', { name: 'Team records' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Boston Celtics');
  });

  it('Export downloads the figures as CSV; Share copies the URL', async () => {
    server.use(...analyticsHandlers.success);
    const create = vi.fn(() => 'blob:analytics');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = open(paths.analytics({ timeframe: 'season', category: 'team-performance' }));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByText('54.6%');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const csv = await (create.mock.calls[0] as unknown as [Blob])[0].text();
    expect(csv.split('\r\n')[0]).toBe('Section,Figure,Value,Change,Trend');
    expect(csv).toContain('KPI,Home win rate,54.6,−0.3 pts,down');
    expect(csv).toContain('Win % — top 10 teams,Oklahoma City Thunder,77.8,,');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('loading and error states', async () => {
    server.use(...analyticsHandlers.loading);
    const view = open();
    expect(await screen.findByRole('status')).toHaveTextContent('Computing the figures...');
    view.unmount();
    server.use(...analyticsHandlers.error);
    open();
    expect(await screen.findByText('Failed to Load Data')).toBeInTheDocument();
  });
});
