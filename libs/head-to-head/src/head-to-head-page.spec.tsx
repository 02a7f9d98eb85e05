import { screen, within } from '@testing-library/react';
import { mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { nfl } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import HeadToHeadPage from './head-to-head-page';
import { bearsPackers, headToHeadHandlers } from './testing/head-to-head-scenario';

const server = setupServer(...headToHeadHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path: string) =>
  renderPage(<HeadToHeadPage />, { path, route: routePatterns.headToHead, site: nfl });
const pair = paths.headToHead({ a: 'chicago-bears', b: 'green-bay-packers' });

describe('HeadToHeadPage', () => {
  it('shows the picker alone until two teams are chosen, and keeps each choice in the URL', async () => {
    const { user, router } = open(paths.headToHead());
    expect(screen.getByRole('heading', { level: 1, name: 'Head-to-Head' })).toBeInTheDocument();
    expect(
      screen.getByText('Choose two teams to see every game they played each other.'),
    ).toBeInTheDocument();
    // The Bears are found by the name they bore in 1921.
    await user.type(screen.getByLabelText('Find first team'), 'stal');
    await user.click(
      await screen.findByRole('button', { name: /^Chicago Bears \(as Chicago Staleys, 1921–1921\)/ }),
    );
    expect(router.state.location.search).toContain('a=chicago-bears');
    await user.type(screen.getByLabelText('Find second team'), 'pack');
    await user.click(await screen.findByRole('button', { name: /^Green Bay Packers/ }));
    expect(router.state.location.search).toContain('b=green-bay-packers');
    expect(await screen.findByRole('region', { name: 'Regular Season' })).toHaveTextContent(
      'Record (Chicago Bears first)2-1',
    );
  });

  it('says it is loading', async () => {
    server.use(mockApi.loading('headToHead'));
    open(pair);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading head-to-head…');
  });

  it("shows the API's reason when it refuses the pair", async () => {
    server.use(
      mockApi.error(
        'headToHead',
        'a (Chicago Bears) plays football and b (New York Yankees) plays baseball: head-to-head compares two teams of one sport',
      ),
    );
    open(paths.headToHead({ a: 'chicago-bears', b: 'new-york-yankees' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load head-to-head');
    expect(alert).toHaveTextContent('plays football and b (New York Yankees) plays baseball');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument(); // asking again would not change it
  });

  it('offers Try Again when the server fails', async () => {
    server.use(mockApi.error('headToHead', 'The server failed.', 500));
    open(pair);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load head-to-headThe server failed.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('says when two teams never met', async () => {
    open(paths.headToHead({ a: 'chicago-bears', b: 'new-york-yankees-1927' }));
    expect(await screen.findByRole('region', { name: 'Never Met' })).toHaveTextContent(
      'Chicago Bears and New York Yankees have not played each other in our sources.',
    );
  });

  it('does not say "Never Met" when the sources do not cover the seasons the two teams shared', async () => {
    open(paths.headToHead({ a: 'michigan-football', b: 'ohio-state-football' }));
    expect(await screen.findByRole('region', { name: 'No Meetings in Our Sources' })).toHaveTextContent(
      'Our sources hold no meetings of Michigan and Ohio State for 1936–2025: the games of those seasons are not in them.',
    );
    expect(screen.queryByRole('region', { name: 'Never Met' })).not.toBeInTheDocument();
  });

  it('says beside the figures which seasons they cover, and lists every postseason series with its result', async () => {
    open(paths.headToHead({ a: 'detroit-red-wings', b: 'toronto-maple-leafs' }));
    expect(
      await screen.findByText(
        /^808 meetings in our sources, from the 1926-27 NHL Season to the 2025-26 NHL Season; every figure below counts these\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Seasons covered: 1926–2025 from season totals and games; postseason series 1926–2017 from series results.',
      ),
    ).toBeInTheDocument();
    const regular = screen.getByRole('region', { name: 'Regular Season' });
    expect(regular).toHaveTextContent('Games691Record (Detroit Red Wings first)295-303-93');
    expect(regular).toHaveTextContent(
      'GoalsDetroit Red Wings 139, Toronto Maple Leafs 161 (in the 49 games with scores)',
    );
    expect(screen.getByRole('region', { name: 'Postseason' })).toHaveTextContent(
      'Series wonDetroit Red Wings 11, Toronto Maple Leafs 12 (of 23)',
    );
    // Single games are the games' alone: they say which seasons.
    expect(screen.getByRole('region', { name: 'Streaks and Meetings' })).toHaveTextContent(
      'First meeting (games 2010–2025)',
    );
    const series = screen.getByRole('table', {
      name: 'Detroit Red Wings and Toronto Maple Leafs, postseason series',
    });
    const rows = within(series).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(
      '1928-29 NHL SeasonQuarterfinalsToronto Maple Leafs over Detroit Cougars2-02–7Series results',
    );
    expect(rows[1]).toHaveTextContent(
      '1935-36 NHL SeasonStanley Cup FinalDetroit Red Wings over Toronto Maple Leafs3-118–11Series results',
    );
    const years = screen.getByRole('table', {
      name: 'Detroit Red Wings and Toronto Maple Leafs, year by year',
    });
    expect(within(years).getAllByRole('row')[1]).toHaveTextContent('1926-27 NHL SeasonDetroit Cougars');
    expect(within(years).getAllByRole('row')[1]).toHaveTextContent('Season totals');
  });

  it('adds up the meetings, names each side as it was and links every game; the sorts live in the URL', async () => {
    const { user, router } = open(pair);
    const regular = await screen.findByRole('region', { name: 'Regular Season' });
    expect(regular).toHaveTextContent('Games3Record (Chicago Bears first)2-1Chicago Bears win %.667');
    expect(regular).toHaveTextContent('PointsChicago Bears 63, Green Bay Packers 44');
    expect(screen.getByRole('region', { name: 'Postseason' })).toHaveTextContent(
      'Series wonChicago Bears 1, Green Bay Packers 0 (of 1)',
    );
    const streaks = screen.getByRole('region', { name: 'Streaks and Meetings' });
    expect(
      within(streaks).getByRole('link', { name: /Chicago Staleys 20, Green Bay Packers 0/ }),
    ).toHaveAttribute('href', paths.game(497054));
    expect(streaks).toHaveTextContent('Chicago Bears longest winning streak2');
    const meetings = screen.getByRole('table', {
      name: 'Every meeting of Chicago Bears and Green Bay Packers',
    });
    const rows = within(meetings).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent(
      '1921 NFL Seasonat Chicago StaleysRegular seasonChicago Staleys200Green Bay Packers',
    );
    expect(rows[1]).toHaveTextContent('at Green Bay Packers');
    expect(rows[3]).toHaveTextContent('Wild Card Round');
    await user.click(within(meetings).getByRole('button', { name: /^Chicago Bears Score/ }));
    expect(router.state.location.search).toContain('games=-a_score');
    expect(within(meetings).getAllByRole('row')[1]).toHaveTextContent('Wild Card Round');
    const years = screen.getByRole('table', { name: 'Chicago Bears and Green Bay Packers, year by year' });
    expect(within(years).getAllByRole('row')[1]).toHaveTextContent(
      '1921 NFL SeasonChicago StaleysGreen Bay Packers1',
    );
    await user.click(within(years).getByRole('button', { name: /^Season/ }));
    expect(router.state.location.search).toContain('sort=-season');
    expect(within(years).getAllByRole('row')[1]).toHaveTextContent('2025 NFL Season');
  });

  it('asks the API for the page and sort of the URL only, and pages through every meeting', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.data('headToHead', (req) => {
        asked.push(req.url.search);
        return {
          ...bearsPackers,
          games_count: 250,
          meetings: 250,
          page: Number(req.url.searchParams.get('page') ?? 1),
        };
      }),
    );
    const { user, router } = open(
      paths.headToHead({ a: 'chicago-bears', b: 'green-bay-packers', games: '-date', page: 2 }),
    );
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(asked).toEqual([expect.stringMatching(/sort=-date&page=2|page=2&sort=-date/)]);
    // The figures count every meeting, not the page.
    expect(screen.getByText(/^250 meetings in our sources/)).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toContain('page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(asked.at(-1)).toContain('page=3');
  });
});
