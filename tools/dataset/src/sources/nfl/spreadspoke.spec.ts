import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { readSpreadspokeTeams } from './spreadspoke';

describe('source: spreadspoke (teams file; the games are read in ./games.spec.ts)', () => {
  it('reads the teams with their divisions now and before 2002', () => {
    const teams = readSpreadspokeTeams(createContext());
    expect(teams.find((t) => t.team_name === 'Kansas City Chiefs')).toMatchObject({
      team_id: 'KC',
      team_division: 'AFC West',
    });
    expect(teams.find((t) => t.team_name === 'Seattle Seahawks')?.team_division_pre2002).toBe('AFC West');
  });
});
