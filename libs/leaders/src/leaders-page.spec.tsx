import { screen, within } from '@testing-library/react';
import { leaderHandlers } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { cbb, hub, mlb } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import LeadersPage from './leaders-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (site = mlb) =>
  renderPage(<LeadersPage />, { path: paths.leaders(), route: routePatterns.leaders, site });

describe('LeadersPage', () => {
  it('loading: Loading leaders...', async () => {
    server.use(...leaderHandlers.loading);
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading leaders...');
  });

  it('data: each stat a link to its list, grouped; the hub names the league in the link', async () => {
    server.use(...leaderHandlers.success);
    open();
    const league = await screen.findByRole('region', { name: 'Major League Baseball' });
    expect(within(league).getByRole('link', { name: 'Home runs' })).toHaveAttribute(
      'href',
      '/leaders/home-runs',
    );
  });

  it('the hub keeps the league in each link', async () => {
    server.use(...leaderHandlers.success);
    open(hub);
    expect(await screen.findByRole('link', { name: 'Batting average' })).toHaveAttribute(
      'href',
      '/leaders/batting-average?league=mlb',
    );
  });

  it("a team or season page's scope (in the URL) goes on to every list, and names it", async () => {
    server.use(...leaderHandlers.success);
    renderPage(<LeadersPage />, {
      path: paths.leaders(undefined, {
        league: 'mlb',
        view: 'season',
        from: 1998,
        to: 1998,
        team: 'chicago-cubs',
      }),
      route: routePatterns.leaders,
      site: hub,
    });
    expect(await screen.findByRole('link', { name: 'Home runs' })).toHaveAttribute(
      'href',
      '/leaders/home-runs?league=mlb&view=season&from=1998&to=1998&team=chicago-cubs',
    );
    expect(screen.getByText("Each list opens for the 1998 season, one franchise's players.")).toBeVisible();
  });

  it('empty: a site without player statistics says so', async () => {
    server.use(...leaderHandlers.noStats);
    open(cbb);
    expect(await screen.findByRole('heading', { name: 'No Player Statistics in Our Sources' })).toBeVisible();
  });

  it('error: Failed to load leaders', async () => {
    server.use(...leaderHandlers.error);
    open();
    expect(await screen.findByText('Failed to load leaders')).toBeInTheDocument();
  });
});
