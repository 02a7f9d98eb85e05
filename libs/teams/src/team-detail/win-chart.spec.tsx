import { screen, within } from '@testing-library/react';
import { aTeam, aTeamSeason, mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { nhl } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chiefsHandlers } from '../testing/teams-scenario';
import FranchisePage from './franchise-page';

const server = setupServer(...chiefsHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const bruins = aTeam({
  id: 6,
  slug: 'boston-bruins',
  name: 'Boston Bruins',
  sport: { name: 'Hockey', slug: 'hockey', abbreviation: 'NHL' },
  lineage: [],
});
const season = (start_year: number, points: number, wins: number, champion = false) =>
  aTeamSeason({
    start_year,
    team_name: 'Boston Bruins',
    games_played: 82,
    wins,
    losses: 82 - wins - 10,
    ot_losses: 10,
    points,
    win_percentage: Math.round((wins / 82) * 1000) / 1000,
    championship_won: champion,
  });
const bruinsHandlers = [
  mockApi.json('team', bruins),
  mockApi.data('teamSeasons', [season(2023, 109, 47), season(2022, 135, 65), season(2010, 103, 46, true)]),
  mockApi.data('teamChampionships', []),
];

const open = (slug: string, site?: typeof nhl) =>
  renderPage(<FranchisePage />, {
    path: paths.team(slug),
    route: routePatterns.team,
    ...(site ? { site } : {}),
  });

describe('the franchise chart', () => {
  it('charts win % by season with the titles marked, titled and described, the table below', async () => {
    open('kansas-city-chiefs');
    const chart = await screen.findByRole('figure', { name: 'Win % by Season' });
    expect(
      within(chart).getByText(/^Win percentage of each season, 1962 to 2023 \(3 seasons\)/),
    ).toHaveTextContent(
      'best .786 in 1962, worst .647 in 2022. The 3 championship seasons are marked: 1962, 2022, 2023.',
    );
    const svg = await within(chart).findByRole('img', {
      name: /^Win % by Season Win percentage of each season/,
    });
    expect(
      [...svg.querySelectorAll('[data-title-season]')].map((c) => c.getAttribute('data-title-season')),
    ).toEqual(['1962', '2022', '2023']);
    expect(within(chart).getByRole('link', { name: /figures are in the table below/ })).toHaveAttribute(
      'href',
      '#season-by-season',
    );
    // The table keeps win % as a rate.
    const table = screen.getByRole('table', { name: 'Season by season' });
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('.786');
  });

  it('charts hockey in points %, and the table shows GP, PTS and P% as the NHL publishes them', async () => {
    server.use(...bruinsHandlers);
    open('boston-bruins', nhl);
    const chart = await screen.findByRole('figure', { name: 'Points % by Season' });
    expect(chart).toHaveTextContent(
      'Points percentage (points won of the two a game offers) of each season, 2010-11 to 2023-24 (3 seasons): best .823 in 2022-23, worst .628 in 2010-11. The championship season is marked: 2010-11.',
    );
    const table = screen.getByRole('table', { name: 'Season by season' });
    for (const h of ['Games played', 'Points', /^Points percentage/])
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Win percentage' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/82.*135.*\.823/);
  });

  it('draws nothing for a single season (the table says it all)', async () => {
    server.use(mockApi.data('teamSeasons', [aTeamSeason()]));
    open('kansas-city-chiefs');
    await screen.findByRole('table', { name: 'Season by season' });
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
