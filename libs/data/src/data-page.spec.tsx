import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, routePatterns } from '@trophy-room/routes';
import { nba } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DataPage from './data-page';
import { formatBytes } from './format';
import { catalogue, dataHandlers } from './testing/data-scenario';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = () => renderPage(<DataPage />, { path: paths.data(), route: routePatterns.data, site: nba });
/** Opens a table's disclosure in the dictionary (its summary starts with the table's name). */
const openTable = async (name: string) => {
  await userEvent.click(screen.getByText(name, { selector: 'summary > code' }));
  await screen.findByRole('table', { name: new RegExp(`^Columns of ${name}\\.`) });
};

describe('DataPage', { timeout: 20_000 }, () => {
  it('offers the archive with its size and SHA-256, and the descriptor and sources files', async () => {
    server.use(...dataHandlers.success);
    open();
    const archive = await screen.findByRole('link', { name: /Download everything/ });
    expect(archive).toHaveAttribute('href', '/data/trophy-room-data.tar');
    expect(archive).toHaveTextContent('trophy-room-data.tar, 25.6 MB');
    expect(screen.getByText(catalogue.archive.sha256)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'datapackage.json' })).toHaveAttribute('href', '/data/datapackage.json');
    expect(screen.getByRole('link', { name: 'SOURCES.md' })).toHaveAttribute('href', '/data/SOURCES.md');
    expect(screen.getByText('Jun 14, 2026')).toBeInTheDocument();
  });

  it('lists every table as a download with rows, size, years, terms and SHA-256, and keeps Download CSV', async () => {
    server.use(...dataHandlers.success);
    open();
    const files = await screen.findByRole('table', { name: 'Dataset files' });
    const rows = within(files).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const games = rows.find((r) => within(r).queryByRole('link', { name: 'games.csv.gz' }))!;
    expect(within(games).getByRole('link', { name: 'games.csv.gz' })).toHaveAttribute('href', '/data/games.csv.gz');
    expect(games).toHaveTextContent('535,161');
    expect(games).toHaveTextContent('9.12 MB');
    expect(games).toHaveTextContent('1920–2025');
    expect(games).toHaveTextContent('2,000 restricted');
    expect(games).toHaveTextContent(catalogue.tables[2].sha256);
    expect(screen.getAllByRole('button', { name: /Download CSV/ }).length).toBeGreaterThan(0);
  });

  it('gives the seasons held per league and table, gaps named, and a dictionary of every column', async () => {
    server.use(...dataHandlers.success);
    open();
    const years = await screen.findByRole('table', {
      name: "Seasons each league's rows hold, by table (season start years)",
    });
    const nflGames = within(years).getByRole('row', { name: /National Football League games/ });
    expect(nflGames).toHaveTextContent('1920–1987, 1990–2025');
    expect(nflGames).toHaveTextContent('1988–1989');
    // A table not of seasons gives its year span and no missing seasons.
    expect(within(years).getByRole('row', { name: /National Basketball Association teams/ })).toHaveTextContent(
      /1946–2025\s*—/,
    );
    // A table's columns are rendered when its disclosure opens.
    expect(screen.queryByRole('table', { name: 'Columns of games.csv.gz', hidden: true })).toBeNull();
    await openTable('games');
    const dict = screen.getByRole('table', { name: 'Columns of games.csv.gz' });
    const temp = within(dict).getByRole('row', { name: /temperature/ });
    expect(temp).toHaveTextContent('integer');
    expect(temp).toHaveTextContent('°F');
    expect(temp).toHaveTextContent('yes');
    await openTable('teams');
    const teams = screen.getByRole('table', { name: 'Columns of teams.csv.gz' });
    expect(within(teams).getByRole('row', { name: /league_id/ })).toHaveTextContent(
      'integer → leagues.id',
    );
  });

  it('states the licence and what each kind of source allows, and lists the sources', async () => {
    server.use(...dataHandlers.success);
    open();
    const sources = await screen.findByRole('table', { name: 'Sources, their licences and what they allow' });
    expect(within(sources).getByRole('row', { name: /Kaggle/ })).toHaveTextContent('Restricted');
    expect(within(sources).getByRole('row', { name: /Lahman/ })).toHaveTextContent('Open licence');
    expect(screen.getByRole('link', { name: 'CC-BY-SA-4.0' })).toHaveAttribute('rel', 'license noreferrer');
    expect(screen.getByText(catalogue.terms.restricted)).toBeInTheDocument();
  });

  it('says it is loading, then the error with a retry', async () => {
    server.use(...dataHandlers.loading);
    const first = open();
    expect(await screen.findByRole('status')).toHaveTextContent("Loading the dataset's files...");
    first.unmount();
    server.use(...dataHandlers.error);
    open();
    expect(await screen.findByText('Failed to Load Data')).toBeInTheDocument();
  });
});

describe('formatBytes', () => {
  it.each([
    [812, '812 B'],
    [27101, '27.1 kB'],
    [9119772, '9.12 MB'],
  ])('%d → %s', (n, s) => expect(formatBytes(n)).toBe(s));
});
