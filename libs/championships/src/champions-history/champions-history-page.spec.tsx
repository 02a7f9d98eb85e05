import { act, screen, within } from '@testing-library/react';
import { hub, nfl } from '@trophy-room/site-theme';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { champions } from '@trophy-room/contract/testing';
import { renderPage } from '@trophy-room/ui-kit/testing';
import ChampionsHistoryPage from './champions-history-page';
import { paths, routePatterns } from '@trophy-room/routes';

const URL = '/api/championships/champions/';
const server = setupServer(http.get(URL, () => HttpResponse.json({ data: champions })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (site = hub) =>
  renderPage(<ChampionsHistoryPage />, { path: paths.champions(), route: routePatterns.champions, site });
const year = (y: number) => screen.getByRole('region', { name: String(y) });
const card = (y: number, sport: string) =>
  within(year(y)).getByRole('heading', { name: sport }).parentElement as HTMLElement;

describe('ChampionsHistoryPage', () => {
  it('shows the loading text', async () => {
    server.use(http.get(URL, () => delay('infinite')));
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading championship history...');
  });

  it('groups titles by year, then by sport card, newest first', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Championship History' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Explore the rich history of champions across all sports.')).toBeInTheDocument();
    await screen.findByRole('region', { name: '2025' });
    // Title years: football by the season (LIX, played Feb 2025, is 2024), basketball and hockey by the season's end.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '2025',
      '2024',
      '2023',
    ]);
    expect(card(2024, 'Football')).toHaveTextContent(
      'Super BowlTop TierPhiladelphia Eagles14-3Final: Feb 9, 2025',
    );
    expect(card(2025, 'Basketball')).toHaveTextContent("NCAA Men's Basketball TournamentFlorida Gators36-4"); // by sport: the name rule knows no college titles
    expect(card(2025, 'Basketball')).not.toHaveTextContent('Final:'); // played in its title year
    expect(card(2025, 'Hockey')).toHaveTextContent('No champions recorded');
    expect(card(2024, 'Hockey')).toHaveTextContent('Stanley Cup FinalTop TierFlorida Panthers');
  });

  it('highlights only the major pro titles as top-tier', async () => {
    open();
    await screen.findByRole('region', { name: '2025' });
    const tops = document.querySelectorAll('[data-top-tier]');
    expect([...tops].map((t) => t.textContent)).toEqual([
      expect.stringContaining('Philadelphia Eagles'),
      expect.stringContaining('Florida Panthers'),
      expect.stringContaining('Kansas City Chiefs'),
    ]);
  });

  it('expands one entry at a time to show Coach and Season', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: '2025' });
    const eagles = screen.getByRole('button', { name: /Philadelphia Eagles/ });
    const gators = screen.getByRole('button', { name: /Florida Gators/ });
    await user.click(eagles);
    expect(eagles).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Nick Sirianni')).toBeVisible();
    expect(within(eagles.closest('li') as HTMLElement).getByText('2024-25 Season')).toBeVisible();
    await user.click(gators);
    expect(eagles).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Todd Golden')).toBeVisible();
    expect(screen.queryByText('Nick Sirianni')).not.toBeInTheDocument();
  });

  it('filters by year and sport', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: '2025' });
    const yearSelect = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(yearSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Years', '2025', '2024', '2023']);
    await user.selectOptions(yearSelect, '2024');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2024']);
    await user.selectOptions(yearSelect, 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'Hockey');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2024']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Hockey']);
  });

  it('keeps year and sport in the URL; Back restores the previous filter', async () => {
    const { user, router } = renderPage(<ChampionsHistoryPage />, {
      path: paths.champions({ year: '2024' }),
      route: routePatterns.champions,
      site: hub,
    });
    await screen.findByRole('region', { name: '2024' });
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2024');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2024']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'Hockey');
    expect(router.state.location.search).toBe('?year=2024&sport=Hockey');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2024');
  });

  it("shows only the site's own sport on a single-sport site", async () => {
    server.use(http.get(URL, () => HttpResponse.json({ data: champions.slice(0, 2) })));
    open(nfl);
    await screen.findByRole('region', { name: '2024' });
    expect(screen.queryByRole('combobox', { name: 'Sport' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Football',
      'Football',
    ]);
  });

  it('shows the empty text when there is no history', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ data: [] })));
    open();
    expect(
      await screen.findByRole('region', { name: 'No championship history available' }),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ detail: 'Bad request' }, { status: 400 })));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load championship history');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
