import { screen, within } from '@testing-library/react';
import { cbb } from '@trophy-room/site-theme';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  marchMadness,
  nflChampionship,
  superBowl,
  superBowlResults,
  superBowlStats,
} from '@trophy-room/contract/testing';
import { renderPage } from '@trophy-room/ui-kit/testing';
import ChampionshipDetailPage from './championship-detail-page';
import { paths, routePatterns } from '@trophy-room/routes';

const BASE = '/api/championships/championships/';
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const server = setupServer(
  http.get(`${BASE}super-bowl/`, () => HttpResponse.json(superBowl)),
  http.get(`${BASE}1/champions/`, () => HttpResponse.json(page(superBowlResults))),
  http.get(`${BASE}1/stats/`, () => HttpResponse.json(superBowlStats)),
  http.get(`${BASE}:slug/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (slug = 'super-bowl', site = undefined as typeof cbb | undefined) =>
  renderPage(<ChampionshipDetailPage />, {
    path: paths.championship(slug),
    route: routePatterns.championship,
    site,
  });

describe('ChampionshipDetailPage', () => {
  it('shows the loading text', async () => {
    server.use(http.get(`${BASE}super-bowl/`, () => delay('infinite')));
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading championship details...');
  });

  it('shows the championship, its tiles, current champion and records', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Super Bowl' })).toBeInTheDocument();
    const current = await screen.findByRole('heading', { name: 'Current Champion' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'All Championships' })).toHaveAttribute(
      'href',
      '/championships',
    );
    expect(within(crumbs).getByText('Super Bowl')).toHaveAttribute('aria-current', 'page');
    const tiles = screen.getByRole('region', { name: 'Championship facts' });
    expect(tiles).toHaveTextContent('Founded1966');
    expect(tiles).toHaveTextContent('Total Games59');
    expect(tiles).toHaveTextContent('Teams Competing35');
    expect(tiles).toHaveTextContent('FormatSingle game');
    expect(current.parentElement).toHaveTextContent('Philadelphia Eagles');
    // The 2024 season's title, with the date of the final beside it (played the next February).
    expect(current.parentElement).toHaveTextContent('2024 · LIX · 40-22 vs Kansas City Chiefs');
    expect(current.parentElement).toHaveTextContent('Final: Feb 9, 2025');
    expect(screen.getByText('Data as of Feb 8, 2026')).toBeInTheDocument();
    const records = screen.getByRole('region', { name: 'Records' });
    expect(records).toHaveTextContent('Most TitlesNew England Patriots, Pittsburgh Steelers6 titles');
    expect(records).toHaveTextContent('Longest StreakGreen Bay Packers2 straight titles (1966–1967)');
    expect(records).toHaveTextContent('Highest Score55 points');
    expect(screen.getByRole('heading', { name: 'Next Championship' })).toBeInTheDocument();
  });

  it('applies the defaults and hides Highest Score when there is none', async () => {
    server.use(
      http.get(`${BASE}super-bowl/`, () =>
        HttpResponse.json({ ...superBowl, first_year: null, format: null, description: null }),
      ),
      http.get(`${BASE}1/stats/`, () =>
        HttpResponse.json({ ...superBowlStats, highest_score: null, highest_score_game: null }),
      ),
    );
    open();
    const tiles = await screen.findByRole('region', { name: 'Championship facts' });
    expect(tiles).toHaveTextContent('Founded1967');
    expect(tiles).toHaveTextContent('FormatSingle elimination game');
    expect(
      screen.getByText('The premier championship event determining the ultimate champion.'),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Records' });
    expect(screen.queryByText('Highest Score')).not.toBeInTheDocument();
  });

  it('lists the 5 latest champions and opens one row at a time', async () => {
    const { user } = open();
    const list = await screen.findByRole('heading', { name: 'Recent Champions' });
    const card = within(list.parentElement as HTMLElement);
    const rows = card.getAllByRole('button');
    expect(rows.map((r) => r.textContent?.slice(0, 4))).toEqual(['2024', '2023', '2022', '2021', '2020']);
    expect(card.queryByText('Caesars Superdome — New Orleans, LA')).not.toBeVisible();
    await user.click(rows[0]);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText('Caesars Superdome — New Orleans, LA')).toBeVisible();
    expect(card.getByText('Jalen Hurts')).toBeVisible();
    expect(card.getByText('Philadelphia Eagles 40, Kansas City Chiefs 22')).toBeVisible();
    await user.click(rows[1]);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
    expect(rows[1]).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText('Kansas City Chiefs 25, San Francisco 49ers 22 (OT)')).toBeVisible();
    await user.click(rows[1]);
    expect(rows[1]).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every result in a sortable table, newest first, its sort in the URL', async () => {
    const { user, router } = open();
    const table = await screen.findByRole('table', { name: 'All results' });
    const years = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    expect(years()).toEqual(['2024', '2023', '2022', '2021', '2020', '2019']);
    expect(within(table).getAllByRole('row')[6]).toHaveTextContent(
      '2019LIVKansas City Chiefs31-20San Francisco 49ers—Patrick Mahomes',
    );
    // The MVP links to his player page when he is in the data, else stays plain text.
    const mahomes = within(within(table).getAllByRole('row')[6]).getByRole('link', {
      name: 'Patrick Mahomes',
    });
    expect(mahomes).toHaveAttribute('href', '/players/patrick-mahomes');
    expect(within(table).getByText('Cooper Kupp').closest('a')).toBeNull();
    await user.click(within(table).getByRole('button', { name: /Champion/ }));
    expect(router.state.location.search).toBe('?sort=champion');
    expect(within(table).getByRole('columnheader', { name: /Champion/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Kansas City Chiefs');
    expect(screen.getByRole('button', { name: 'Download CSV of All results' })).toBeInTheDocument();
  });

  it('marks a vacated title "Vacated" with its note (Louisville 2013)', async () => {
    const vacated = {
      ...superBowlResults[0],
      title_year: 2013,
      vacated_note: 'Vacated by the NCAA in 2018',
    };
    server.use(
      http.get(`${BASE}1/champions/`, () => HttpResponse.json(page([vacated, ...superBowlResults.slice(1)]))),
    );
    open();
    const table = await screen.findByRole('table', { name: 'All results' });
    // Only the vacated row carries the mark, beside its champion, with the note.
    const row = within(table).getByText('Vacated').closest('tr');
    expect(row).toHaveTextContent(/^2013.*VacatedVacated by the NCAA in 2018/);
    expect(within(table).getAllByText('Vacated')).toHaveLength(1);
  });

  it("shows a split title and a vacated runner-up the result's notes record, beside its champion", async () => {
    const split = {
      ...superBowlResults[0],
      title_year: 1997,
      notes: "Split title: AP Poll champion Michigan; USA Today/ESPN coaches' poll champion Nebraska (13-0).",
    };
    const runnerUp = {
      ...superBowlResults[1],
      title_year: 1980,
      notes:
        "Most Outstanding Player: Darrell Griffith Runner-up vacated: UCLA's 1980 second place was vacated.",
    };
    server.use(
      http.get(`${BASE}1/champions/`, () =>
        HttpResponse.json(page([split, runnerUp, ...superBowlResults.slice(2)])),
      ),
    );
    open();
    const table = await screen.findByRole('table', { name: 'All results' });
    expect(within(table).getByText('Split title').closest('tr')).toHaveTextContent(
      /^1997.*Split titleAP Poll champion Michigan; USA Today\/ESPN coaches' poll champion Nebraska/,
    );
    expect(within(table).getByText('Runner-up vacated').closest('tr')).toHaveTextContent(
      /^1980.*Runner-up vacatedUCLA's 1980 second place was vacated\./,
    );
  });

  it('shows a discontinued championship: its last champion, when and why it ended, its successor', async () => {
    server.use(
      http.get(`${BASE}nfl-championship/`, () => HttpResponse.json(nflChampionship)),
      http.get(`${BASE}2/champions/`, () =>
        HttpResponse.json(
          page([
            {
              ...superBowlResults[0],
              year: 1969,
              title_year: 1969,
              game_date: '1970-01-04',
              winner_name: 'Minnesota Vikings',
              winner: null,
              runner_up_name: 'Cleveland Browns',
            },
          ]),
        ),
      ),
      http.get(`${BASE}2/stats/`, () => HttpResponse.json(superBowlStats)),
    );
    open('nfl-championship');
    const last = await screen.findByRole('heading', { name: 'Last Champion' });
    expect(last.parentElement).toHaveTextContent('Minnesota Vikings');
    expect(last.parentElement).toHaveTextContent('Final: Jan 4, 1970');
    expect(screen.queryByRole('heading', { name: 'Current Champion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Next Championship' })).not.toBeInTheDocument();
    const ended = screen.getByRole('heading', { name: 'Discontinued after 1969' });
    expect(ended.parentElement).toHaveTextContent('AFL-NFL merger');
    expect(
      within(ended.parentElement as HTMLElement).getByRole('link', { name: 'Super Bowl' }),
    ).toHaveAttribute('href', '/championships/super-bowl');
  });

  it('says plainly which recent final is missing', async () => {
    server.use(
      http.get(`${BASE}super-bowl/`, () =>
        HttpResponse.json({ ...superBowl, missing_note: 'The 2026 final is not in the data.' }),
      ),
    );
    open();
    expect(await screen.findByText('Missing: The 2026 final is not in the data.')).toBeInTheDocument();
  });

  it('shows Championship Not Found for an unknown slug, with a way back', async () => {
    open('curling-cup');
    expect(await screen.findByRole('heading', { name: 'Championship Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find details for this championship.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Championships' })).toHaveAttribute(
      'href',
      '/championships',
    );
  });

  it('asks for the championship with the site filters', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}ncaa-mens-basketball-tournament/`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(marchMadness);
      }),
      http.get(`${BASE}3/champions/`, () => HttpResponse.json(page([]))),
      http.get(`${BASE}3/stats/`, () =>
        HttpResponse.json({
          ...superBowlStats,
          team_championships: [],
          longest_streak: null,
          highest_score: null,
        }),
      ),
    );
    open('ncaa-mens-basketball-tournament', cbb);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "NCAA Men's Basketball Tournament",
    );
    expect(query).toBe('?sport__slug=basketball&level__slug=ncaa-division-i');
    expect(await screen.findAllByText('No champions recorded')).toHaveLength(2);
  });

  it('shows the generic failure card when the results fail', async () => {
    server.use(
      http.get(`${BASE}1/champions/`, () => HttpResponse.json({ detail: 'Bad request' }, { status: 400 })),
    );
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Load Data');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
