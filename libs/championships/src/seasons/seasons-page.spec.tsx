import { act, screen, within } from '@testing-library/react';
import { hub, nfl } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockApi, nfl1995, seasonHandlers } from '@trophy-room/contract/testing';
import { renderPage } from '@trophy-room/ui-kit/testing';
import SeasonsPage from './seasons-page';
import { paths, routePatterns } from '@trophy-room/routes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The site's current season (the latest with data) is 2024: renderPage's default.
const open = (site = hub) =>
  renderPage(<SeasonsPage />, {
    path: paths.seasons(),
    route: routePatterns.seasons,
    site,
  });
const names = () =>
  within(screen.getByRole('list', { name: 'Seasons' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

// Long lists of cards render slowly in jsdom on a loaded machine.
describe('SeasonsPage', { timeout: 20_000 }, () => {
  it('loading: shows the skeleton status', async () => {
    server.use(...seasonHandlers.loading);
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading seasons...');
  });

  it('success: newest first, counters, cards linking to /seasons/{slug}', async () => {
    server.use(...seasonHandlers.success);
    open();
    await screen.findByRole('list', { name: 'Seasons' });
    expect(names()).toHaveLength(7);
    expect(screen.getByRole('region', { name: 'Season counts' })).toHaveTextContent(
      'Total Seasons7Active1Completed5Upcoming1',
    );
    const card = screen.getByRole('link', { name: '2024 NFL Season' }).closest('li') as HTMLElement;
    expect(screen.getByRole('link', { name: '2024 NFL Season' })).toHaveAttribute(
      'href',
      '/seasons/nfl-2024',
    );
    expect(card).toHaveTextContent('Philadelphia Eagles');
    expect(card).toHaveTextContent('Super Bowl LIX');
    expect(within(card).getByText('Active Season')).toBeInTheDocument();
  });

  it('searches name, sport, league and champion', async () => {
    server.use(...seasonHandlers.success);
    const { user } = open();
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'chiefs');
    expect(names()).toEqual(['2023 NFL Season']);
    await user.clear(search);
    await user.type(search, 'national basketball');
    expect(names()).toEqual(['2024-25 NBA Season']);
    await user.clear(search);
    await user.type(search, 'gainesville');
    expect(names()).toEqual(['2024-25 NCAA Basketball Season']);
  });

  it('filters by sport, status and decade', async () => {
    server.use(...seasonHandlers.success);
    const { user } = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sport' }), 'basketball');
    expect(names()).toEqual(['2024-25 NBA Season', '2024-25 NCAA Basketball Season']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'upcoming');
    expect(names()).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Decade' }), '1990');
    expect(names()).toEqual(['1995 NFL Season']);
    expect(screen.getByRole('option', { name: '1990s' })).toBeInTheDocument();
  });

  it('keeps search, filters and quick filter in the URL: a copied URL opens the same view, Back restores', async () => {
    server.use(...seasonHandlers.success);
    const { user, router } = renderPage(<SeasonsPage />, {
      path: paths.seasons({ sport: 'basketball', site: 'cbb' }),
      route: routePatterns.seasons,
      site: hub,
    });
    await screen.findByRole('list', { name: 'Seasons' });
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('basketball');
    expect(screen.getByRole('button', { name: 'CBB' })).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['2024-25 NCAA Basketball Season']);
    await user.click(screen.getByRole('button', { name: 'NBA' }));
    expect(router.state.location.search).toBe('?sport=basketball&site=nba');
    await act(() => router.navigate(-1));
    expect(names()).toEqual(['2024-25 NCAA Basketball Season']);
  });

  it('quick filters (hub only) narrow to one site', async () => {
    server.use(...seasonHandlers.success);
    const { user } = open();
    const cbb = await screen.findByRole('button', { name: 'CBB' });
    await user.click(cbb);
    expect(cbb).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['2024-25 NCAA Basketball Season']);
    await user.click(screen.getByRole('button', { name: 'NBA' }));
    expect(names()).toEqual(['2024-25 NBA Season']);
  });

  it('no quick filters on a sport site', async () => {
    server.use(...seasonHandlers.success);
    open(nfl);
    await screen.findByRole('list', { name: 'Seasons' });
    expect(screen.queryByRole('group', { name: 'Quick filters' })).not.toBeInTheDocument();
  });

  it('Set as Active Season chooses that season in the URL: the list shows it, marked active', async () => {
    server.use(...seasonHandlers.success);
    const { user, router } = open();
    expect(
      within(
        (await screen.findByRole('link', { name: '2024 NFL Season' })).closest('li') as HTMLElement,
      ).getByText('Active Season'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Set as Active Season: 2023 NFL Season' }));
    expect(router.state.location.search).toBe('?season=2023');
    const card = screen.getByRole('link', { name: '2023 NFL Season' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Active Season')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '2024 NFL Season' })).toBeNull();
  });

  it('shows 24 cards, then more on request', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...nfl1995,
      id: i + 1,
      slug: `s-${i}`,
      name: `${1990 - i} NFL Season`,
      start_year: 1990 - i,
    }));
    server.use(mockApi.page('seasons', many));
    const { user, router } = open();
    await screen.findByRole('list', { name: 'Seasons' });
    expect(names()).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 seasons')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more seasons' }));
    expect(names()).toHaveLength(30);
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('button', { name: 'Show more seasons' })).not.toBeInTheDocument();
  });

  it('deep in the list, shows the last three pages and offers the previous ones', async () => {
    const many = Array.from({ length: 100 }, (_, i) => ({
      ...nfl1995,
      id: i + 1,
      slug: `s-${i}`,
      name: `${2000 - i} NFL Season`,
      start_year: 2000 - i,
    }));
    server.use(mockApi.page('seasons', many));
    const { user, router } = renderPage(<SeasonsPage />, {
      path: paths.seasons({ page: 4 }),
      route: routePatterns.seasons,
      site: hub,
    });
    await screen.findByRole('list', { name: 'Seasons' });
    expect(names()).toHaveLength(72);
    expect(names()[0]).toBe('1976 NFL Season');
    expect(screen.getByText('Showing 25–96 of 100 seasons')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show previous seasons' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByText('2000 NFL Season')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show previous seasons' })).not.toBeInTheDocument();
  });

  it('empty: No Seasons Found', async () => {
    server.use(...seasonHandlers.empty);
    open();
    const empty = await screen.findByRole('region', { name: 'No Seasons Found' });
    expect(empty).toHaveTextContent('Try adjusting your search or filters.');
  });

  it('error: Error Loading Seasons with the message and a retry', async () => {
    server.use(...seasonHandlers.error);
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Seasons');
    expect(alert).toHaveTextContent('The seasons could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('sends the site filters without the season', async () => {
    let query = '';
    server.use(mockApi.page('seasons', ({ url }) => ((query = url.search), [])));
    open(nfl);
    await screen.findByRole('region', { name: 'No Seasons Found' });
    expect(query).toBe('?sport__slug=football&level__slug=professional&page_size=500');
  });
});
