// Each player's line that season in the roster and the Stats tab, per sport: the key statistics as the sources hold
// them, rates from their parts, innings in thirds; a row without a line shows "—" and the roster names it.
import { screen, within } from '@testing-library/react';
import { aRosterEntry } from '@trophy-room/contract/testing';
import { renderWithSite } from '@trophy-room/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { PlayerStats } from './player-stats';
import { RosterTab } from './roster-tab';

const player = (id: number, full_name: string, slug = full_name.toLowerCase().replace(/ /g, '-')) => ({
  id,
  slug,
  is_active: false,
  primary_position_name: null,
  person: { first_name: null, last_name: null, full_name },
});
const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name));

describe('the season lines', () => {
  it('basketball: points, rebounds and assists per game as columns; a player without a line shows — and is named', () => {
    const roster = [
      aRosterEntry({
        id: 1,
        position: 'PF',
        games: 74,
        games_started: 74,
        stats: { pts: 1987, trb: 616, ast: 363 },
        player: player(1, 'Jayson Tatum'),
      }),
      aRosterEntry({
        id: 2,
        position: 'C',
        games: 3,
        games_started: null,
        stats: null,
        player: player(2, 'A Reserve'),
      }),
    ];
    renderWithSite(
      <RosterTab slug="boston-celtics" sportSlug="basketball" year={2023} roster={roster} titles={[]} />,
    );
    const table = screen.getByRole('table', { name: 'Roster' });
    expect(rowOf(table, 'Jayson Tatum')).toHaveTextContent('Jayson TatumPF747426.98.34.9');
    expect(rowOf(table, 'A Reserve')).toHaveTextContent('A ReserveC3———');
    expect(screen.getByRole('note')).toHaveTextContent(
      'No season line in our sources for 1 of 2 players (their figures show —): A Reserve.',
    );
  });

  it('says so once when the sources have no line for anyone on the roster', () => {
    const roster = [aRosterEntry({ stats: null, games: null, games_started: null })];
    renderWithSite(<RosterTab slug="bruins" sportSlug="hockey" year={2023} roster={roster} titles={[]} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Our sources have no season lines for this roster: its figures show —.',
    );
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('15Patrick MahomesQB——StarterActive');
  });

  it('baseball: batting AB H HR RBI AVG and pitching W L ERA IP (in thirds) SO, sortable in the Stats tab', async () => {
    const roster = [
      aRosterEntry({
        id: 1,
        position: 'RF',
        games: 152,
        stats: { ab: 693, h: 213, hr: 39, rbi: 107 },
        player: player(1, 'Mookie Betts'),
      }),
      aRosterEntry({
        id: 2,
        position: 'P',
        games: 30,
        stats: { ab: 2, h: 0, p: { w: 16, l: 7, ipo: 541, er: 60, so: 200, g: 30 } },
        player: player(2, 'An Ace'),
      }),
    ];
    renderWithSite(<RosterTab slug="dodgers" sportSlug="baseball" year={2023} roster={roster} titles={[]} />);
    const table = screen.getByRole('table', { name: 'Roster' });
    expect(rowOf(table, 'Mookie Betts')).toHaveTextContent(
      'Batting: AB 693 · H 213 · HR 39 · RBI 107 · AVG .307',
    );
    expect(rowOf(table, 'An Ace')).toHaveTextContent('Pitching: W 16 · L 7 · ERA 2.99 · IP 180.1 · SO 200');

    const { user } = renderWithSite(
      <PlayerStats slug="dodgers" year={2023} sportSlug="baseball" roster={roster} />,
    );
    const pitching = screen.getByRole('table', { name: 'Pitching' });
    expect(within(pitching).getAllByRole('row')).toHaveLength(2);
    const batting = screen.getByRole('table', { name: 'Batting' });
    expect(within(batting).getAllByRole('row')[1]).toHaveTextContent('Mookie Betts');
    await user.click(within(batting).getByRole('button', { name: 'Batting average' }));
    await user.click(within(batting).getByRole('button', { name: 'Batting average' }));
    expect(within(batting).getAllByRole('row')[1]).toHaveTextContent('An Ace');
  });

  it('hockey: skaters G A PTS and goalies W L SV%, games as GP', () => {
    const roster = [
      aRosterEntry({
        id: 1,
        position: 'C',
        games: 82,
        games_started: null,
        stats: { g: 40, a: 50, pts: 90 },
        player: player(1, 'A Centre'),
      }),
      aRosterEntry({
        id: 2,
        position: 'G',
        games: 50,
        games_started: null,
        stats: { w: 30, l: 15, sa: 1500, ga: 120 },
        player: player(2, 'A Goalie'),
      }),
    ];
    renderWithSite(<PlayerStats slug="bruins" year={2023} sportSlug="hockey" roster={roster} />);
    expect(within(screen.getByRole('table', { name: 'Scoring' })).getAllByRole('row')[1]).toHaveTextContent(
      'A CentreC82405090',
    );
    expect(
      within(screen.getByRole('table', { name: 'Goaltending' })).getAllByRole('row')[1],
    ).toHaveTextContent('A GoalieG503015.920');
    expect(screen.getAllByRole('columnheader', { name: 'Games played' })).toHaveLength(2);
  });
});
