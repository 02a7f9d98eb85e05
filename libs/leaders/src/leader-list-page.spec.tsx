import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { careerHomeRuns, leaderHandlers, mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { mlb } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import LeaderListPage from './leader-list-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = paths.leaders('home-runs')) =>
  renderPage(<LeaderListPage />, { path, route: routePatterns.leaderStat, site: mlb });

describe('LeaderListPage', () => {
  it('loading: Loading leaders...', async () => {
    server.use(...leaderHandlers.loading);
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading leaders...');
  });

  it('data: rank, player → page, the figure, seasons and teams as named then', async () => {
    server.use(...leaderHandlers.success);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home runs: career leaders' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Career leaders: Home runs (MLB)' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1Barry Bonds7621986–2007 (22)');
    expect(within(rows[1]).getByRole('link', { name: 'Barry Bonds' })).toHaveAttribute(
      'href',
      '/players/barry-bonds',
    );
    expect(within(rows[2]).getByRole('link', { name: 'Milwaukee Braves' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Download CSV/ })).toBeInTheDocument();
  });

  it('a rate shows its qualifier beside it: innings pitched in thirds from outs', async () => {
    server.use(...leaderHandlers.rate);
    open(paths.leaders('earned-run-average'));
    const table = await screen.findByRole('table', { name: 'Career leaders: Earned run average (MLB)' });
    expect(within(table).getByRole('columnheader', { name: /Innings pitched/ })).toBeInTheDocument();
    // 8,893 outs: 2,964⅓ innings.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1Ed Walsh1.822,964.11904–1917 (14)');
  });

  it('says which seasons the stat covers, above the table', async () => {
    server.use(...leaderHandlers.success);
    open();
    const note = await screen.findByRole('complementary', { name: 'Coverage' });
    expect(note).toHaveTextContent(
      'Home runs in our sources: MLB seasons 1871 to 2024 (Lahman Baseball Database',
    );
    expect(note).toHaveTextContent('active leaders are as of 2024');
  });

  it('says which league the list leaves out by its league’s rule', async () => {
    const rule = 'MLB does not count the National Association (1871–75) as a major league.';
    server.use(
      mockApi.data('leaderList', () => ({
        ...careerHomeRuns,
        excluded: [
          {
            key: 'na',
            name: 'National Association',
            abbreviation: 'NA',
            first_year: 1871,
            last_year: 1875,
            rule,
          },
        ],
      })),
      ...leaderHandlers.success,
    );
    open();
    expect(await screen.findByRole('complementary', { name: 'Coverage' })).toHaveTextContent(rule);
  });

  it('marks a career that runs past the seasons the lines cover, and says what the mark means', async () => {
    server.use(...leaderHandlers.partialCareer);
    open();
    const row = (await screen.findByRole('link', { name: 'Giancarlo Stanton' })).closest('tr')!;
    expect(within(row).getByTitle(/His career runs past the seasons our sources cover/)).toHaveTextContent(
      '†',
    );
    const ruth = screen.getByRole('link', { name: 'Babe Ruth' }).closest('tr')!;
    expect(within(ruth).queryByText('†')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Coverage' })).toHaveTextContent(
      '† His career runs past the seasons our sources cover for this stat',
    );
  });

  it('a filter changes the URL and the request', async () => {
    const asked: string[] = [];
    // The first handler of a server.use() list that matches answers.
    server.use(
      mockApi.data('leaderList', ({ url }) => {
        asked.push(url.search);
        return careerHomeRuns;
      }),
      ...leaderHandlers.success,
    );
    open();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'season');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), '100');
    expect(asked.at(-1)).toContain('view=season');
    expect(asked.at(-1)).toContain('top=100');
  });

  it('a rate states its qualifying rule', async () => {
    server.use(
      mockApi.data('leaderList', {
        ...careerHomeRuns,
        stat: {
          ...careerHomeRuns.stat,
          rate: true,
          qualifier: 'At least 3.1 plate appearances per team game',
        },
      }),
      ...leaderHandlers.success,
    );
    open();
    expect(await screen.findByText(/At least 3.1 plate appearances per team game/)).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Qualifying minimum' })).toBeInTheDocument();
  });

  it('empty: No player qualifies with these filters.', async () => {
    server.use(...leaderHandlers.empty);
    open();
    expect(await screen.findByText('No player qualifies with these filters.')).toBeVisible();
  });

  it('not found: an unknown stat says Stat Not Found', async () => {
    server.use(...leaderHandlers.notFound);
    open(paths.leaders('nothing'));
    expect(await screen.findByRole('heading', { name: 'Stat Not Found' })).toBeVisible();
  });

  it('error: Failed to load leaders', async () => {
    server.use(...leaderHandlers.error);
    open();
    expect(await screen.findByText('Failed to load leaders')).toBeInTheDocument();
  });
});
