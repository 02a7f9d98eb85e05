import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { birthPlace, readNflcomLines } from './nflcom-player-stats';
import type { RosterIndex } from './roster-index';
import type { Teams } from './team-types';

describe('source: NFL.com career statistics 1924-2016', () => {
  it('makes a player of a career that began before the rosters: Unitas 1959, 2,899 yards and 32 TD', () => {
    const ctx = createContext();
    const index: RosterIndex = { find: () => null, within: () => null };
    const teams = {
      byName: (_: number, name: string) => (name === 'Baltimore Colts' ? 'nfl:IND' : null),
    } as unknown as Teams;
    const lines = readNflcomLines(ctx, teams, index).filter(
      (l) => l.player === 'nfl:~nflcom-johnnyunitas-2527792',
    );
    expect(lines.find((l) => l.season === 1959)).toMatchObject({
      team: 'nfl:IND',
      source: 'nfl-player-stats-nflcom',
      stats: expect.objectContaining({ pass_yds: 2899, pass_td: 32 }),
    });
    expect(ctx.get('people', 'nfl:person-~nflcom-johnnyunitas-2527792')?.full_name).toBe('Johnny Unitas');
  });
});

describe("NFL.com's birthplaces", () => {
  it('a US state, a Canadian province, or nothing it can read', () => {
    expect(birthPlace('Columbia , MS')).toEqual({
      birth_city: 'Columbia',
      birth_state: 'MS',
      birth_country: 'USA',
    });
    expect(birthPlace('Toronto , Ontario')).toMatchObject({
      birth_state: 'Ontario',
      birth_country: 'Canada',
    });
    expect(birthPlace('Lagos Nigeria')).toBeNull();
    expect(birthPlace('')).toBeNull();
  });
});
