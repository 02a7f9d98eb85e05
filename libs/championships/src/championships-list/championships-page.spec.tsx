import { act, cleanup, screen, within } from '@testing-library/react';
import { hub, nfl } from '@trophy-room/site-theme';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { championships } from '@trophy-room/contract/testing';
import { renderPage } from '@trophy-room/ui-kit/testing';
import ChampionshipsPage from './championships-page';
import { paths, routePatterns } from '@trophy-room/routes';

const URL = '/api/championships/championships/';
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const server = setupServer(http.get(URL, () => HttpResponse.json(page(championships))));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The site's current season (the latest with data) is 2024: renderPage's default.
const open = (site = hub) =>
  renderPage(<ChampionshipsPage />, {
    path: paths.championships(),
    route: routePatterns.championships,
    site,
  });
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Championships' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('ChampionshipsPage', () => {
  it('shows a spinner while loading', async () => {
    server.use(http.get(URL, () => delay('infinite')));
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading championships...');
  });

  it('lists the championships active in the selected season, with stats and card defaults', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Championships', level: 1 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Championships' });
    expect(cardNames()).toEqual(['Super Bowl', "NCAA Men's Basketball Tournament", 'Stanley Cup Final']);
    const stats = screen.getByRole('region', { name: 'Championship statistics' });
    expect(stats).toHaveTextContent('Total Championships4');
    expect(stats).toHaveTextContent('Sports Covered3');
    expect(stats).toHaveTextContent(`Years of History${new Date().getFullYear() - 1918}`);
    const card = screen.getAllByRole('listitem')[1];
    expect(card).toHaveTextContent("NCAA Division I Men's Basketball Tournament"); // official name when no description
    expect(card).toHaveTextContent('Championship Trophy'); // default trophy
    expect(card).toHaveTextContent('Since 1939'); // its first title year (the 1938-39 season)
    expect(card).toHaveTextContent('NCAA Division I');
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/championships/ncaa-mens-basketball-tournament',
    );
  });

  it('sends the site filters', async () => {
    let query = '';
    server.use(
      http.get(
        URL,
        ({ request }) => ((query = new globalThis.URL(request.url).search), HttpResponse.json(page([]))),
      ),
    );
    open(nfl);
    await screen.findByRole('region', { name: 'No Championships Found' });
    expect(query).toBe('?sport__slug=football&level__slug=professional&page_size=500');
  });

  it('filters by active season, search and sport', async () => {
    const { user } = open();
    await screen.findByRole('list', { name: 'Championships' });
    await user.click(screen.getByRole('checkbox', { name: 'Active in the 2024 season only' }));
    expect(cardNames()).toHaveLength(4);
    await user.type(screen.getByRole('searchbox', { name: 'Search championships' }), 'football');
    expect(cardNames()).toEqual(['Super Bowl', 'NFL Championship']); // sport name matches
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'hockey');
    expect(cardNames()).toEqual(['Stanley Cup Final']);
  });

  it('keeps search, sport and the season switch in the URL: a copied URL opens the same view', async () => {
    const { user, router } = renderPage(<ChampionshipsPage />, {
      path: paths.championships({ q: 'nfl', active: false }),
      route: routePatterns.championships,
      site: hub,
    });
    await screen.findByRole('list', { name: 'Championships' });
    expect(screen.getByRole('searchbox', { name: 'Search championships' })).toHaveValue('nfl');
    expect(screen.getByRole('checkbox', { name: 'Active in the 2024 season only' })).not.toBeChecked();
    expect(cardNames()).toEqual(['NFL Championship']);
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'hockey');
    expect(router.state.location.search).toBe('?active=false&sport=hockey');
    // Back undoes the sport choice, then the cleared search.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('all');
    await act(() => router.navigate(-1));
    expect(cardNames()).toEqual(['NFL Championship']);
  });

  it("follows the season chosen in the shell's picker (in the URL)", async () => {
    const newcomer = { ...championships[0], id: 9, slug: 'new-cup', name: 'New Cup', first_year: 2020 };
    server.use(http.get(URL, () => HttpResponse.json(page([...championships, newcomer]))));
    open();
    await screen.findByRole('list', { name: 'Championships' });
    expect(cardNames()).toContain('New Cup');
    cleanup();
    renderPage(<ChampionshipsPage />, {
      path: paths.championships({ season: 2015 }),
      route: routePatterns.championships,
      site: hub,
    });
    await screen.findByRole('list', { name: 'Championships' });
    expect(cardNames()).not.toContain('New Cup');
    expect(screen.getByRole('checkbox', { name: 'Active in the 2015 season only' })).toBeChecked();
  });

  it('shows the empty state when nothing matches', async () => {
    const { user } = open();
    await screen.findByRole('list', { name: 'Championships' });
    await user.type(screen.getByRole('searchbox', { name: 'Search championships' }), 'curling');
    expect(screen.getByRole('region', { name: 'No Championships Found' })).toHaveTextContent(
      'Try adjusting your search or filters.',
    );
  });

  it('shows the error panel with the message and a retry', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 400 })));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Championships');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
