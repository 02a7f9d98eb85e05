import { screen, within } from '@testing-library/react';
import { mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { nba, nfl } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@trophy-room/ui-kit/testing';
import {
  chiefsHandlers,
  chiefsTitles,
  earlyEndSeasonHandlers,
  chiefs,
  partialRecordHandlers,
  partialSeasonHandlers,
} from '../testing/teams-scenario';
import TeamSeasonPage from '../team-season/team-season-page';
import FranchisePage from './franchise-page';

const server = setupServer(...chiefsHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Each route's own page module, as the routes load them. */
const open = (path: string, site = undefined as typeof nba | undefined) => {
  const isSeason = path.split('?')[0].split('/').length > 3;
  return renderPage(isSeason ? <TeamSeasonPage /> : <FranchisePage />, {
    path,
    route: isSeason ? routePatterns.teamSeason : routePatterns.team,
    ...(site ? { site } : {}),
  });
};

describe('TeamPage', () => {
  it('shows a spinner while loading', async () => {
    server.use(mockApi.loading('team'));
    open(paths.team('kansas-city-chiefs'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading team...');
  });

  it('summarises the franchise: lineage, titles and every season, sortable in the URL', async () => {
    const { user, router } = open(paths.team('kansas-city-chiefs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kansas City Chiefs' })).toBeInTheDocument();
    const lineage = screen.getByRole('region', { name: 'Franchise Lineage' });
    expect(
      within(lineage)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dallas Texans 1960–1962', '→Kansas City Chiefs 1963–present']);
    const history = screen.getByRole('region', { name: 'Championship History' });
    expect(history).toHaveTextContent('Total3First1962Most Recent2023');
    expect(within(history).getByRole('link', { name: '1962 AFL Championship' })).toHaveAttribute(
      'href',
      '/teams/kansas-city-chiefs/1962',
    );
    const table = screen.getByRole('table', { name: 'Season by season' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2023Kansas City ChiefsChampion11-6');
    expect(screen.getByRole('link', { name: 'Franchise leaders' })).toHaveAttribute(
      'href',
      '/leaders?league=nfl&team=kansas-city-chiefs',
    );
    // Head-to-head: the opponents, most played first.
    const h2h = screen.getByRole('region', { name: 'Head-to-Head' });
    const opponents = within(h2h).getByRole('combobox', { name: /Kansas City Chiefs against/ });
    expect(
      await within(opponents).findByRole('option', { name: 'Las Vegas Raiders (130 games)' }),
    ).toBeInTheDocument();
    expect(
      within(opponents)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Las Vegas Raiders (130 games)', 'Denver Broncos (129 games)']);
    expect(rows[2]).toHaveTextContent('1962Dallas TexansChampion11-3');
    expect(rows[2]).toHaveTextContent('1st in AFL Western Division');
    expect(rows[2]).toHaveTextContent('Hank Stram');
    await user.click(within(table).getByRole('button', { name: /^Season/ }));
    expect(router.state.location.search).toBe('?sort=season');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1962');
    const explore = screen.getByRole('list', { name: 'Seasons' });
    expect(
      within(explore).getByRole('link', { name: /^2022\s*2022 NFL Season\s*\(championship season\)$/ }),
    ).toHaveAttribute('href', '/teams/kansas-city-chiefs/2022');
  }, 30_000);

  it('lists a vacated title as vacated, with its note, and does not count it', async () => {
    server.use(
      mockApi.data('teamChampionships', [
        { ...chiefsTitles[0], vacated_note: 'Vacated by the NCAA in 2018' },
        ...chiefsTitles.slice(1),
      ]),
    );
    open(paths.team('kansas-city-chiefs'));
    const history = await screen.findByRole('region', { name: 'Championship History' });
    expect(history).toHaveTextContent('Total2First1962Most Recent2022');
    expect(within(history).getByRole('link', { name: /^2023 Super Bowl.*\(vacated\)$/ })).toBeVisible();
    expect(within(history).getByText('Vacated by the NCAA in 2018')).toBeVisible();
  });

  it('names a past season as the team was then, with its four tabs', async () => {
    const { user, router } = open(paths.team('kansas-city-chiefs', 1962));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dallas Texans' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('1962 Season');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Team Information' })).toHaveTextContent(
      'Name that seasonDallas Texans',
    );
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(router.state.location.search).toBe('?tab=stats');
    expect(
      await screen.findByText("The season's figures are not in our sources for this season."),
    ).toBeVisible();
  });

  it('shows the season figures, the roster linking to players and the schedule linking to games', async () => {
    const { user } = open(paths.team('kansas-city-chiefs', 2023, { tab: 'stats' }));
    const stats = await screen.findByRole('region', { name: 'Season Statistics' });
    expect(stats).toHaveTextContent('Record11-6');
    expect(stats).toHaveTextContent('Points for371');
    await user.click(screen.getByRole('tab', { name: 'Roster' }));
    const roster = await screen.findByRole('table', { name: 'Roster' });
    expect(within(roster).getByRole('link', { name: 'Patrick Mahomes' })).toHaveAttribute(
      'href',
      '/players/patrick-mahomes',
    );
    expect(within(roster).getAllByRole('row')[1]).toHaveTextContent(
      '15Patrick MahomesQB1616Passing: Cmp 401 · Att 597 · Pass Yds 4,183 · Pass TD 27 · Int 14StarterActive',
    );
    await user.click(screen.getByRole('tab', { name: 'Schedule' }));
    const post = await screen.findByRole('table', { name: 'Postseason schedule' });
    const [, final] = within(post).getAllByRole('row');
    const [, upcoming] = within(screen.getByRole('table', { name: 'Regular season schedule' })).getAllByRole(
      'row',
    );
    expect(final).toHaveTextContent(
      'Super BowlFeb 11, 2024@ San Francisco 49ers(SF)Allegiant StadiumW 25-22 (OT)4-0W4',
    );
    expect(within(final).getByRole('link', { name: 'W 25-22 (OT)' })).toHaveAttribute('href', '/scores/9001');
    expect(upcoming).toHaveTextContent('vs Baltimore Ravens(BAL)');
    expect(upcoming).toHaveTextContent('Upcoming');
  }, 30_000);

  it("the season list's latest row says how far its source reaches; the all-time record names its seasons", async () => {
    server.use(...partialSeasonHandlers);
    open(paths.team('kansas-city-chiefs'));
    const note = 'Record: 2023 as in Season source 2023, partial: through the games of 2024-01-14.';
    expect(await screen.findByText(note)).toBeVisible();
    expect(screen.getByText('All-time record').nextSibling).toHaveTextContent('(1962 to 2023)');
  });

  it('a home venue no source gives is said once, not N/A in every box', async () => {
    server.use(mockApi.json('team', { ...chiefs, home_venue: null }));
    open(paths.team('kansas-city-chiefs'));
    const venue = await screen.findByRole('region', { name: 'Home Venue' });
    expect(venue).toHaveTextContent('The sources do not give its home venue.');
    expect(venue).not.toHaveTextContent('N/A');
  });

  it('an all-time record that covers only some of the seasons of its history says so', async () => {
    server.use(...partialRecordHandlers);
    open(paths.team('kansas-city-chiefs'));
    expect(await screen.findByText('All-time record')).toBeVisible();
    expect(screen.getByText('All-time record').nextSibling).toHaveTextContent(
      /\(3 seasons 1962–2023 only\)$/,
    );
  });

  it('playoff appearances count the seasons whose sources name every postseason team, and say which', async () => {
    // The 2022 and 2023 fields are in the sources; 1962 (a title game of two) is left out of the count.
    server.use(
      mockApi.json('team', {
        ...chiefs,
        playoff_coverage: { first_year: 2022, last_year: 2023, seasons: 2, partial: true },
      }),
    );
    open(paths.team('kansas-city-chiefs'));
    expect(await screen.findByText('Playoff appearances')).toBeVisible();
    expect(screen.getByText('Playoff appearances').nextSibling).toHaveTextContent(/^\d+ \(2022–2023 only\)$/);
  });

  it('where the sources name the two finalists only, the count is of finals appearances', async () => {
    server.use(
      mockApi.json('team', {
        ...chiefs,
        playoff_coverage: { first_year: null, last_year: null, seasons: 0, partial: true },
      }),
    );
    open(paths.team('kansas-city-chiefs'));
    expect(await screen.findByText('Finals appearances')).toBeVisible();
    expect(screen.queryByText('Playoff appearances')).toBeNull();
  });

  it('the season list labels every season whose source stops early, not only the latest', async () => {
    server.use(...earlyEndSeasonHandlers);
    open(paths.team('kansas-city-chiefs'));
    expect(
      await screen.findByText(
        'Record: 2023 as in Season source 2023, partial: through the games of 2024-01-14.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Record: 2022 as in Season source 2022: records stop before the postseason.'),
    ).toBeVisible();
    expect(screen.getAllByRole('note').map((n) => n.textContent)).not.toContainEqual(
      expect.stringMatching(/1962/),
    );
  });

  it('a season page with a known end labels its record and its roster games', async () => {
    server.use(...partialSeasonHandlers);
    const { user } = open(paths.team('kansas-city-chiefs', 2023));
    expect(
      await screen.findByText(
        'Record: 2023 as in Season source 2023, partial: through the games of 2024-01-14.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Roster' }));
    expect(
      await screen.findByText(
        'Games: 2023 as in Season source 2023, partial: through the games of 2024-01-14.',
      ),
    ).toBeVisible();
  }, 30_000);

  it('says No roster data available when the season has none', async () => {
    server.use(mockApi.data('teamRoster', []));
    open(paths.team('kansas-city-chiefs', 2023, { tab: 'roster' }));
    expect(await screen.findByText('No roster data available')).toBeVisible();
  });

  it('has no Roster tab where the sources hold no players (a ?tab=roster URL opens the overview)', async () => {
    open(paths.team('kansas-city-chiefs', 2023, { tab: 'roster' }), { ...nfl, sourcesLack: ['players'] });
    const tabs = await screen.findByRole('tablist', { name: 'Team season sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Stats', 'Schedule']);
    expect(within(tabs).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Team Not Found for an unknown team, a season outside its years, a year that is none, or another sport', async () => {
    server.use(mockApi.error('team', 'Team not found.', 404));
    const first = open(paths.team('curling-club'));
    expect(await screen.findByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    expect(screen.getByText('The team you are looking for does not exist.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
    first.unmount();
    server.resetHandlers();
    const second = open(paths.team('kansas-city-chiefs', 1950));
    expect(await screen.findByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    second.unmount();
    const third = open('/teams/kansas-city-chiefs/19x0');
    expect(await screen.findByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    expect(screen.getByText('The team you are looking for does not exist.')).toBeVisible();
    third.unmount();
    open(paths.team('kansas-city-chiefs'), nba);
    expect(await screen.findByRole('heading', { name: 'Team Not Found' })).toBeVisible();
  });
});
