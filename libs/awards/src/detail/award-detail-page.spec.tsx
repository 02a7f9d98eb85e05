import { screen, within } from '@testing-library/react';
import { anAwardDetail, aNamathWinner, aSuperBowlMvpSummary, mockApi } from '@trophy-room/contract/testing';
import { routePatterns } from '@trophy-room/routes';
import { nba, nfl } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import AwardDetailPage from './award-detail-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = '/awards/nba-most-valuable-player', site = nba) =>
  renderPage(<AwardDetailPage />, { path, route: routePatterns.award, site });
const winners = () => screen.findByRole('table', { name: 'Winners of the NBA Most Valuable Player' });

describe('AwardDetailPage', () => {
  it('names the award and lists every winner: season, player and team as named that season, each linked', async () => {
    server.use(mockApi.data('award', anAwardDetail()));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NBA Most Valuable Player' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/given 70 times to 37 recipients · 1955-56 – 2024-25/)).toBeInTheDocument();
    const jordan = within(await winners())
      .getByRole('link', { name: 'Michael Jordan' })
      .closest('tr')!;
    expect(within(jordan).getByRole('link', { name: 'Michael Jordan' })).toHaveAttribute(
      'href',
      '/players/michael-jordan',
    );
    expect(within(jordan).getByRole('link', { name: '1995-96' })).toHaveAttribute(
      'href',
      '/seasons/nba-1995-96',
    );
    expect(within(jordan).getByRole('link', { name: 'Chicago Bulls' })).toHaveAttribute(
      'href',
      '/teams/chicago-bulls/1995',
    );
  });

  it('newest first by default; the sort and the search live in the URL', async () => {
    server.use(mockApi.data('award', anAwardDetail()));
    const { user } = open('/awards/nba-most-valuable-player?q=jazz');
    const table = await winners();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Karl Malone' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(names).toEqual(['Karl Malone', 'Michael Jordan', 'Kareem Abdul-Jabbar']);
  });

  it('most wins: ties share a rank', async () => {
    server.use(mockApi.data('award', anAwardDetail()));
    open();
    const table = await screen.findByRole('table', { name: 'Most wins of the NBA Most Valuable Player' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['1', '2', '2']);
    expect(rows[0]).toHaveTextContent('Kareem Abdul-Jabbar');
    expect(rows[0]).toHaveTextContent('6');
  });

  it('a winner without a linked player keeps the name the source gives, unlinked', async () => {
    server.use(
      mockApi.data('award', { ...aSuperBowlMvpSummary(), winners: [aNamathWinner()], most_wins: [] }),
    );
    open('/awards/nfl-super-bowl-mvp', nfl);
    const table = await screen.findByRole('table', { name: 'Winners of the Super Bowl MVP' });
    const row = within(table).getByText('Joe Namath').closest('tr')!;
    expect(within(row).queryByRole('link', { name: 'Joe Namath' })).toBeNull();
    expect(within(row).getByRole('link', { name: 'New York Jets' })).toHaveAttribute(
      'href',
      '/teams/new-york-jets/1968',
    );
    expect(row).toHaveTextContent('Super Bowl III');
    expect(screen.getByText('No one has won it more than once.')).toBeInTheDocument();
  });

  it('not found, loading and error states', async () => {
    server.use(
      http.get('/api/awards/awards/:key/', () =>
        HttpResponse.json({ detail: 'Award not found.' }, { status: 404 }),
      ),
    );
    const missing = open('/awards/nothing');
    expect(await screen.findByRole('region', { name: 'Award Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Awards' })).toHaveAttribute('href', '/awards');
    missing.unmount();

    server.use(mockApi.loading('award'));
    const loading = open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading award...');
    loading.unmount();

    server.use(mockApi.error('award'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading Award');
  });
});
