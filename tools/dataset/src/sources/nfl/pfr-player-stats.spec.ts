import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { readPfrLines } from './pfr-player-stats';
import type { RosterIndex } from './roster-index';
import type { Teams } from './team-types';

describe("source: PFR's season tables 1970-2021", () => {
  it('reads a season line with games and starts: Marino 1984, 5,084 yards and 48 TD in 16 starts', () => {
    const ctx = createContext();
    const only = (name: string) => (name === 'Dan Marino' ? 'nfl:MariDa00' : null);
    const index: RosterIndex = { find: only, within: only };
    const teams = { byCode: (code: string) => `nfl:${code}` } as unknown as Teams;
    const line = readPfrLines(ctx, teams, index).get('nfl:MariDa00|1984');
    expect(line).toMatchObject({
      team: 'nfl:MIA',
      games: 16,
      started: 16,
      source: 'nfl-player-stats-pfr',
      stats: expect.objectContaining({ pass_yds: 5084, pass_td: 48, pass_cmp: 362 }),
    });
  });
});
