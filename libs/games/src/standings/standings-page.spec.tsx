import { cleanup, screen, within } from '@testing-library/react';
import { refetchIntervals } from '@trophy-room/api-client';
import { apiPaths } from '@trophy-room/contract/paths';
import { paths, routePatterns } from '@trophy-room/routes';
import { cbs, hub, nfl } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { afc2023, chiefs, coverage, standingsHandlers } from '../testing/standings-scenario';
import { mockApi } from '@trophy-room/contract/testing';
import StandingsPage from './standings-page';

const server = setupServer();
const asked: URL[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url)));
});
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

const open = (q: Parameters<typeof paths.standings>[0] = {}, site = nfl) =>
  renderPage(<StandingsPage />, { path: paths.standings(q), route: routePatterns.standings, site });

const teamsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('rowheader')
    .map((c) => c.textContent);

describe('StandingsPage', { timeout: 20_000 }, () => {
  it('loading: says it is loading the standings', async () => {
    server.use(...standingsHandlers.loading);
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading standings...');
  });

  it('error: Error Loading Standings, with a retry', async () => {
    server.use(...standingsHandlers.error);
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Standings');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('empty: No Standings Found', async () => {
    server.use(...standingsHandlers.empty);
    open({ season: 1850 });
    expect(await screen.findByRole('heading', { name: 'No Standings Found' })).toBeInTheDocument();
  });

  it('the latest tables refresh every 5 minutes; a past season does not', async () => {
    server.use(...standingsHandlers.success);
    const interval = async (q: Parameters<typeof paths.standings>[0]) => {
      const { client, unmount } = open(q);
      await screen.findByRole('table', { name: 'NFL · AFC West' }, { timeout: 5000 });
      const query = client
        .getQueryCache()
        .getAll()
        .find((x) => x.queryKey[0] === 'standings' && x.queryKey[2] === 'tables');
      const value = query?.observers[0]?.options.refetchInterval;
      unmount();
      return value;
    };
    expect(await interval({})).toBe(refetchIntervals.standings);
    expect(refetchIntervals.standings).toBe(5 * 60_000);
    expect(await interval({ season: 2023 })).toBe(false);
  });

  it('while the next tables load, the last ones stay on screen', async () => {
    server.use(...standingsHandlers.success);
    const { user } = open();
    await screen.findByRole('table', { name: 'NFL · AFC West' }, { timeout: 5000 });
    // The 2023 season's table never comes.
    server.use(mockApi.loading('standings'));
    await user.selectOptions(screen.getByLabelText('Season'), '2023');
    expect(screen.getByRole('table', { name: 'NFL · AFC West' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('the latest tables: one per division, rows by rank, counters, rank and playoff tiers', async () => {
    server.use(...standingsHandlers.success);
    open();
    await screen.findByRole('table', { name: 'NFL · AFC West' }, { timeout: 5000 });
    expect(asked.some((u) => u.pathname === apiPaths.standingsCurrent)).toBe(true);
    expect(teamsOf('NFL · AFC West')).toEqual([
      'Kansas City Chiefs',
      'Las Vegas Raiders',
      'Denver Broncos',
      'Los Angeles Chargers',
    ]);
    expect(screen.getByRole('link', { name: 'Kansas City Chiefs' })).toHaveAttribute(
      'href',
      paths.team('kansas-city-chiefs', 2023),
    );
    const counts = screen.getByRole('region', { name: 'Standings counts' });
    expect(counts).toHaveTextContent(/Champions\s*1/);
    expect(counts).toHaveTextContent(/Playoff Teams\s*3/);
    expect(counts).toHaveTextContent(/Bubble\s*1/);
    expect(counts).toHaveTextContent(/Total\s*9/);
    const west = screen.getByRole('table', { name: 'NFL · AFC West' });
    const chiefsRow = within(west).getAllByRole('row')[1];
    expect(chiefsRow).toHaveTextContent('Champion');
    expect(chiefsRow.querySelector('[data-tier]')).toHaveAttribute('data-tier', 'first');
    expect(within(west).getAllByRole('row')[3].querySelector('[data-tier]')).toHaveAttribute(
      'data-tier',
      'top3',
    );
    expect(screen.getByRole('table', { name: 'NFL · AFC South' })).toHaveTextContent('Bubble');
  });

  it('one row open at a time, kept in the URL', async () => {
    server.use(...standingsHandlers.success);
    const { user, router } = open();
    const toggle = await screen.findByRole(
      'button',
      { name: 'Kansas City Chiefs Details' },
      { timeout: 5000 },
    );
    await user.click(toggle);
    expect(router.state.location.search).toBe(`?open=${chiefs.id}`);
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toHaveTextContent(/Home\s*6-3/);
    expect(details).toHaveTextContent(/Away\s*5-3/);
    expect(details).toHaveTextContent(/Division\s*4-2/);
    expect(details).toHaveTextContent(/Conference\s*9-3/);
    expect(details).toHaveTextContent(/Games played\s*17/);
    expect(details).toHaveTextContent(/Last updated\s*Feb 11, 2024/);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Buffalo Bills Details' }));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Buffalo Bills Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('7-2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buffalo Bills Details' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('search and division filter live in the URL; divisions follow the conference', async () => {
    server.use(...standingsHandlers.success);
    const { user, router } = open();
    await screen.findByRole('table', { name: 'NFL · AFC West' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Division'), 'afc-east');
    expect(router.state.location.search).toBe('?division=afc-east');
    expect(screen.queryByRole('table', { name: 'NFL · AFC West' })).not.toBeInTheDocument();
    expect(teamsOf('NFL · AFC East')).toHaveLength(4);
    await user.type(screen.getByLabelText('Team'), 'mia');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'mia',
      division: 'afc-east',
    });
    expect(teamsOf('NFL · AFC East')).toEqual(['Miami Dolphins']);
    await user.type(screen.getByLabelText('Team'), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No Standings Found' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Division'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Divisions', 'AFC East', 'AFC South', 'AFC West']);
  });

  it('a season from the selector, then its table on a date (computed from the games)', async () => {
    server.use(...standingsHandlers.success);
    const { user, router } = open();
    await screen.findByRole('table', { name: 'NFL · AFC West' }, { timeout: 5000 });
    expect(screen.queryByLabelText('On date')).not.toBeInTheDocument();
    const seasons = within(screen.getByLabelText('Season')).getAllByRole('option');
    expect(seasons[0]).toHaveTextContent('Latest');
    expect(seasons[1]).toHaveTextContent('2025');
    expect(seasons.at(-1)).toHaveTextContent('1920');
    await user.selectOptions(screen.getByLabelText('Season'), '2023');
    expect(router.state.location.search).toBe('?season=2023');
    const date = await screen.findByLabelText('On date');
    expect(date).toHaveAttribute('min', '2023-01-01');
    await user.type(date, '2023-11-15');
    expect(router.state.location.search).toBe('?season=2023&date=2023-11-15');
    expect(
      await screen.findByText(/The table on Nov 15, 2023, computed from the regular-season games/),
    ).toBeInTheDocument();
    await screen.findByRole('row', { name: /Denver Broncos/ });
    expect(teamsOf('NFL · AFC West')[1]).toBe('Denver Broncos');
    expect(
      asked.some(
        (u) => u.searchParams.get('date') === '2023-11-15' && u.searchParams.get('season') === '2023',
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Final Table' }));
    expect(router.state.location.search).toBe('?season=2023');
  });

  it('a site whose data has no games says so and offers no table on a date', async () => {
    server.use(...standingsHandlers.noGames);
    open({ season: 2023 }, cbs);
    await screen.findByRole('table', { name: 'NFL · AFC West' }, { timeout: 5000 });
    expect(screen.getByRole('note')).toHaveTextContent(
      'National Football League: our data has no games, so its tables are final tables only, with no table on a date.',
    );
    expect(screen.queryByLabelText('On date')).not.toBeInTheDocument();
  });

  it("a season whose records are partial says so once, in the season's own words", async () => {
    const note = 'records derived from the FBS-vs-FBS games only';
    server.use(
      mockApi.page(
        'standings',
        afc2023.map((r) => ({ ...r, coverage_note: note })),
      ),
      mockApi.data('coverage', coverage()),
    );
    open({ season: 2023 });
    await screen.findByRole('table', { name: 'NFL · AFC West' }, { timeout: 5000 });
    expect(screen.getByRole('note')).toHaveTextContent(`2023 NFL Season: ${note}.`);
    expect(screen.getAllByText(new RegExp(note))).toHaveLength(1);
  });

  it('on a date, a league without games that season is named and left out', async () => {
    server.use(...standingsHandlers.mixed);
    open({ season: 2023 }, hub);
    await screen.findByRole('table', { name: 'NCAA Baseball' }, { timeout: 5000 });
    expect(screen.getByRole('note')).toHaveTextContent(
      'NCAA Division I Baseball: our data has no games and, for this season, only the teams of its title round (the champion)',
    );
    cleanup();
    open({ season: 2023, date: '2023-11-15' }, hub);
    await screen.findByRole('table', { name: 'NFL · AFC West' }, { timeout: 5000 });
    expect(screen.getByRole('note')).toHaveTextContent(
      'NCAA Division I Baseball has no games in our data for this season, so it has no table on a date and is left out here.',
    );
    expect(screen.queryByRole('table', { name: 'NCAA Baseball' })).not.toBeInTheDocument();
  });
});
