// The team-season page leads with the season, what its visitor came for: its header (record, finish, playoffs, coach,
// venue), its totals against opponents with margin and SRS on the first view, the franchise as a link and below; the
// players' statistics in the Stats tab.
import { screen, within } from '@testing-library/react';
import {
  aTeam,
  aTeamSeason,
  aTeamSeasonRecord,
  aTeamSeasonSummary,
  aTeamStats,
  aTeamTotals,
} from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, renderWithSite } from '@trophy-room/ui-kit/testing';
import { chiefsHandlers } from '../testing/teams-scenario';
import { SeasonHeader } from './season-header';
import { SeasonTotals } from './season-totals';
import TeamSeasonPage from './team-season-page';

const server = setupServer(...chiefsHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (tab?: 'stats') =>
  renderPage(<TeamSeasonPage />, {
    path: paths.team('kansas-city-chiefs', 2023, tab ? { tab } : undefined),
    route: routePatterns.teamSeason,
  });
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('TeamSeasonPage, the season first', () => {
  it('heads with the season: record, finish, playoffs, coach and venue; the franchise is a link', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kansas City Chiefs' })).toBeVisible();
    expect(fact('Record')).toBe('11-6 (.647)');
    expect(fact('Finish')).toBe('1st in AFC West');
    expect(fact('Playoffs')).toBe('Won Super Bowl');
    expect(fact('Head coach')).toBe('Andy Reid');
    expect(fact('Venue')).toBe('Arrowhead Stadium');
    const nav = screen.getByRole('navigation', { name: 'Other seasons' });
    expect(within(nav).getByRole('link', { name: '← 2022' })).toHaveAttribute(
      'href',
      '/teams/kansas-city-chiefs/2022',
    );
    expect(
      within(nav).getByRole('link', { name: /^The franchise: Kansas City Chiefs, 4 titles/ }),
    ).toHaveAttribute('href', '/teams/kansas-city-chiefs');
    // No franchise tiles above the season: the tabs come before the season grid.
    expect(screen.queryByText('Founded')).toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Team season sections' });
    const grid = screen.getByRole('region', { name: 'Available Seasons' });
    expect(tabs.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the totals against opponents, margin of victory and SRS first, saying what SRS means', async () => {
    open();
    const totals = await screen.findByRole('table', { name: 'Totals against opponents' });
    const [, regular, post] = within(totals).getAllByRole('row');
    expect(regular).toHaveTextContent('Regular season1711-637129421.817.3+4.5');
    expect(post).toHaveTextContent('Postseason44-010661');
    expect(fact('SRS')).toBe('+4.08th of 32');
    expect(screen.getByText(/^SRS \(simple rating system\) is the margin of victory adjusted/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The Franchise' })).toBeVisible();
  });

  it('lists the players’ statistics in the Stats tab, by group', async () => {
    open('stats');
    const passing = await screen.findByRole('table', { name: 'Passing' });
    expect(within(passing).getAllByRole('row')[1]).toHaveTextContent('Patrick MahomesQB1616401597');
    expect(screen.getByRole('table', { name: 'Rushing' })).toBeVisible();
  });
});

describe('SeasonHeader', () => {
  it('gives hockey its record W-L-OTL with points, and head coaches in the plural', () => {
    const bruins = aTeam({
      name: 'Boston Bruins',
      sport: { ...aTeam().sport, slug: 'hockey', name: 'Hockey' },
    });
    const season = aTeamSeason({
      wins: 47,
      losses: 20,
      ot_losses: 15,
      head_coach_name: 'Jim Montgomery, Someone Else',
      group_name: 'Atlantic',
      rank: 2,
    });
    const stats = aTeamStats({ season: aTeamSeasonRecord({ points: 109 }) });
    renderWithSite(
      <SeasonHeader team={bruins} year={2023} season={season} stats={stats} seasons={[season]} titles={[]} />,
    );
    expect(fact('Record')).toBe('47-20-15, 109 pts');
    expect(fact('Finish')).toBe('2nd in Atlantic');
    expect(fact('Head coaches')).toBe('Jim Montgomery, Someone Else');
  });

  it('says once what no source gives (no coach, no venue), without a dash in a box', () => {
    const season = aTeamSeason({ head_coach_name: null, venue_name: null, rank: 2, group_name: null });
    const stats = aTeamStats({ season: aTeamSeasonRecord({ head_coach_name: null }) });
    renderWithSite(
      <SeasonHeader
        team={aTeam({ home_venue: null })}
        year={1975}
        season={season}
        stats={stats}
        seasons={[season]}
        titles={[]}
      />,
    );
    expect(fact('Finish')).toBe('2nd overall');
    expect(screen.queryByText('Head coach')).toBeNull();
    expect(screen.getByText('The sources do not give its head coach or venue.')).toBeVisible();
  });
});

describe('SeasonTotals', () => {
  it('takes a season without games from its standings and says SRS needs the games', () => {
    const summary = aTeamSeasonSummary({
      regular_season: aTeamTotals({ from: 'standings', games: 14, wins: 12, losses: 2 }),
      postseason: null,
      srs: null,
    });
    renderWithSite(<SeasonTotals summary={summary} sportSlug="football" />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText("From the season's standings: its games are not in our sources.")).toBeVisible();
    expect(screen.getByText(/needs the season’s games, which our sources lack\.$/)).toBeVisible();
    expect(screen.queryByText('SRS', { selector: 'dt' })).toBeNull();
  });

  it("games that stop before the season ends: says how many of the standings' games the totals cover", () => {
    // The Lakers' 2019-20: the sources' games stop at the March 2020 suspension.
    const summary = aTeamSeasonSummary({
      regular_season: aTeamTotals({ games: 63, wins: 49, losses: 14, standings_games: 71 }),
    });
    renderWithSite(<SeasonTotals summary={summary} sportSlug="basketball" />);
    expect(
      screen.getByText(
        'Our sources hold 63 of the 71 regular-season games its standings count: these totals and the SRS cover those only.',
      ),
    ).toBeVisible();
  });

  it('a postseason whose games stop before it ended says to which day its totals run', () => {
    // The Bucks' 2020-21: the sources' games stop on 29 May 2021, in the first round.
    renderWithSite(
      <SeasonTotals
        summary={aTeamSeasonSummary({ postseason_through: '2021-05-29' })}
        sportSlug="basketball"
      />,
    );
    expect(
      screen.getByText(
        /^Our sources hold the postseason's games to .* only: the postseason totals cover those\.$/,
      ),
    ).toBeVisible();
  });
});
