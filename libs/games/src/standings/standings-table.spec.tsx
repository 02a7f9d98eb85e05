import { screen, within } from '@testing-library/react';
import { aStanding, aTeamRef } from '@trophy-room/contract/testing';
import { routePatterns } from '@trophy-room/routes';
import { nhl } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { StandingsTable } from './standings-table';

const hockey = { id: 4, slug: 'hockey', name: 'Hockey' } as const;
const pro = { id: 1, slug: 'professional', name: 'Professional' } as const;
const team = (id: number, name: string, [w, l, otl]: number[], rank: number, tied = false) =>
  aStanding({
    id,
    team: aTeamRef({ id, slug: name.toLowerCase().replace(/ /g, '-'), name }),
    sport: { ...aStanding().sport, ...hockey },
    level: { ...aStanding().level, ...pro },
    league: 'NHL',
    league_slug: 'nhl',
    season: 2024,
    games_played: w + l + otl,
    wins: w,
    losses: l,
    ties: null,
    ot_losses: otl,
    points: 2 * w + otl,
    points_percentage: Math.round(((2 * w + otl) * 1000) / (2 * (w + l + otl))) / 1000,
    win_percentage: Math.round((w * 1000) / (w + l + otl)) / 1000,
    games_behind: null,
    points_for: 250,
    points_against: 240,
    streak: 'W2',
    rank,
    tied,
    division: 'Atlantic Division',
  });

describe('StandingsTable', () => {
  it('reads as the NHL publishes it: GP W L OTL PTS P% GF GA DIFF, ordered by points, ties shown as tied', async () => {
    const rows = [
      team(1, 'Toronto Maple Leafs', [52, 26, 4], 1),
      team(2, 'Tampa Bay Lightning', [47, 27, 8], 2, true),
      team(3, 'Florida Panthers', [48, 28, 6], 2, true),
    ];
    renderPage(
      <StandingsTable
        group={{ key: 'nhl::atl', caption: 'NHL · Atlantic Division', rows }}
        peers={rows}
        open=""
        onToggle={() => undefined}
      />,
      { path: '/standings', route: routePatterns.standings, site: nhl },
    );
    const table = await screen.findByRole('table', { name: 'NHL · Atlantic Division' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.querySelector('abbr')?.textContent ?? h.textContent);
    expect(heads).toEqual([
      'Team',
      'Rk',
      'GP',
      'W',
      'L',
      'OTL',
      'PTS',
      'P%',
      'GF',
      'GA',
      'DIFF',
      'STRK',
      'Playoffs',
      'Details',
    ]);
    const [, leafs, bolts] = within(table).getAllByRole('row');
    expect(leafs).toHaveTextContent('Toronto Maple Leafs18252264108.659250240+10W2');
    expect(bolts).toHaveTextContent('Tampa Bay LightningT2');
    expect(within(bolts).getByTitle('Tied for 2')).toBeInTheDocument();
  });
});
