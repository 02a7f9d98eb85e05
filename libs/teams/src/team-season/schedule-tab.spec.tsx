// The schedule: 'vs' and '@' only where the sources say where a game was played; an empty schedule keeps its one
// empty-state text and says when the season lies beyond the seasons the league's games are held for (computed from
// the dataset's coverage, never written by hand).
import { render, screen, within } from '@testing-library/react';
import { aScheduleGame } from '@trophy-room/contract/testing';
import { renderWithSite } from '@trophy-room/ui-kit/testing';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { beyondCoverage, ScheduleTab } from './schedule-tab';

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('ScheduleTab', () => {
  it("prints 'vs' and '@' only where the sources say where the game was played", () => {
    const games = [
      aScheduleGame({ id: 1, game_date: '1997-11-22', is_home: true, away_team_name: 'Ohio State' }),
      aScheduleGame({
        id: 2,
        game_date: '1997-11-08',
        is_home: false,
        home_team_name: 'Wisconsin',
        away_team_name: 'Michigan',
        venue_name: null,
      }),
      // College Football Data Warehouse gives no site: the second-listed side is not a home team.
      aScheduleGame({
        id: 3,
        game_date: '1997-11-15',
        is_home: false,
        site_known: false,
        home_team_name: 'Penn State',
        home_team_abbreviation: null,
        away_team_name: 'Michigan',
        venue_name: null,
      }),
    ];
    render(
      <MemoryRouter>
        <ScheduleTab slug="michigan-football" year={1997} games={games} />
      </MemoryRouter>,
    );
    expect(within(rowOf('Ohio State')).getByText('vs')).toBeInTheDocument();
    expect(within(rowOf('Wisconsin')).getByText('@')).toBeInTheDocument();
    const unknown = rowOf('Penn State');
    expect(within(unknown).queryByText('@')).toBeNull();
    expect(within(unknown).queryByText('vs')).toBeNull();
    expect(within(unknown).getByText('Site unknown')).toBeInTheDocument();
  });
});

const nhl = {
  league: 'National Hockey League',
  sport: 'hockey',
  held: [{ first_year: 1949, last_year: 2025 }],
};

describe('the schedule of a season without games', () => {
  it('says which seasons the sources hold the league’s games for', () => {
    renderWithSite(<ScheduleTab slug="boston-bruins" year={1930} games={[]} gamesHeld={nhl} />);
    expect(screen.getByText('No schedule data available')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The sources hold National Hockey League games for 1949-50–2025-26 only; not for this season.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing more for a season within them, or before the coverage has loaded', () => {
    expect(beyondCoverage(1980, nhl)).toBeNull();
    expect(beyondCoverage(1930, undefined)).toBeNull();
    expect(beyondCoverage(1930, { ...nhl, held: [] })).toBe(
      'The sources hold no National Hockey League games.',
    );
  });
});
