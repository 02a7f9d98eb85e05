import { screen, within } from '@testing-library/react';
import { aNamathWinner, anAwardWinner, aSeason, mockApi } from '@trophy-room/contract/testing';
import { nba } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SeasonAwards } from './season-awards';

const season = aSeason({
  slug: 'nba-1995-96',
  name: '1995-96 NBA Season',
  start_year: 1995,
  league_slug: 'nba',
});
// The page's own season (the route's first query); the Awards tab's winners need its league and year.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(mockApi.page('seasons', [season])));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = () =>
  renderPage(<SeasonAwards season={season} />, {
    path: '/seasons/nba-1995-96?tab=awards',
    route: '/seasons/:slug',
    site: nba,
  });

describe('SeasonAwards', () => {
  it("asks for the league's season and links each award, winner and team", async () => {
    let asked: URL | undefined;
    server.use(
      mockApi.data('awardWinners', ({ url }) => {
        asked = url;
        return [anAwardWinner(), aNamathWinner()];
      }),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Award winners of the 1995-96 NBA Season' });
    expect(asked?.searchParams.get('league')).toBe('nba');
    expect(asked?.searchParams.get('year')).toBe('1995');
    expect(within(table).getByRole('link', { name: 'NBA Most Valuable Player' })).toHaveAttribute(
      'href',
      '/awards/nba-most-valuable-player',
    );
    expect(within(table).getByRole('link', { name: 'Michael Jordan' })).toHaveAttribute(
      'href',
      '/players/michael-jordan',
    );
    expect(within(table).getByText('Joe Namath').tagName).not.toBe('A');
  });

  it('loading, error and empty states', async () => {
    server.use(mockApi.loading('awardWinners'));
    const loading = open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading awards...');
    loading.unmount();

    server.use(mockApi.error('awardWinners'));
    const failed = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading Awards');
    failed.unmount();

    server.use(mockApi.data('awardWinners', []));
    open();
    expect(await screen.findByRole('region', { name: 'No Awards Found' })).toHaveTextContent(
      'Our sources hold no award winners for the 1995-96 NBA Season.',
    );
  });
});
