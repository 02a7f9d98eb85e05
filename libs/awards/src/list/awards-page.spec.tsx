import { screen, within } from '@testing-library/react';
import { anAwardSummary, aSuperBowlMvpSummary, mockApi } from '@trophy-room/contract/testing';
import { routePatterns } from '@trophy-room/routes';
import { cfb, hub, nba } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import AwardsPage from './awards-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = '/awards', site = hub) =>
  renderPage(<AwardsPage />, { path, route: routePatterns.awards, site });
const both = [anAwardSummary(), aSuperBowlMvpSummary()];

describe('AwardsPage', () => {
  it('lists every award with its league, count and seasons, each linking to its page', async () => {
    server.use(mockApi.data('awards', both));
    open();
    const table = await screen.findByRole('table', { name: 'Awards' });
    expect(within(table).getByRole('link', { name: 'Super Bowl MVP' })).toHaveAttribute(
      'href',
      '/awards/nfl-super-bowl-mvp',
    );
    const mvp = within(table).getByRole('link', { name: 'NBA Most Valuable Player' }).closest('tr')!;
    expect(mvp).toHaveTextContent('NBA');
    expect(mvp).toHaveTextContent('70');
    expect(mvp).toHaveTextContent('1955-56');
    expect(mvp).toHaveTextContent('2024-25');
    expect(screen.getByText('2 awards')).toBeInTheDocument();
  });

  it('keeps the league and the search in the URL', async () => {
    server.use(mockApi.data('awards', both));
    const { user } = open('/awards?league=nfl');
    const table = await screen.findByRole('table', { name: 'Awards' });
    expect(within(table).getByRole('link', { name: 'Super Bowl MVP' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'NBA Most Valuable Player' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'League' })).toHaveValue('nfl');
    expect(screen.getByText('1 of 2 awards')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'valuable');
    expect(within(table).getByRole('link', { name: 'NBA Most Valuable Player' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Super Bowl MVP' })).toBeNull();
  });

  it('a sport site with one league has no league filter', async () => {
    server.use(mockApi.data('awards', [anAwardSummary()]));
    open('/awards', nba);
    await screen.findByRole('table', { name: 'Awards' });
    expect(screen.queryByRole('combobox', { name: 'League' })).toBeNull();
  });

  it('loading, error and empty states', async () => {
    server.use(mockApi.loading('awards'));
    const loading = open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading awards...');
    loading.unmount();

    server.use(mockApi.error('awards'));
    const failed = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading Awards');
    failed.unmount();

    server.use(mockApi.data('awards', []));
    open('/awards', cfb);
    const empty = await screen.findByRole('region', { name: 'No Awards Found' });
    expect(empty).toHaveTextContent('hold no award records');
  });
});
