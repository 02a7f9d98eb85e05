import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, runModules, type Dataset } from '../context';
import { core } from '../sources/core';
import { ncaaHockeySteps } from '../sources/ncaa-hockey';
import { eraOf, nameConferencesAsBorne } from './conference-names';

describe('a conference under the name it bore', () => {
  const ecac = [
    {
      first: null,
      last: 2003,
      name: 'Eastern College Athletic Conference',
      abbreviation: 'ECAC',
      source: 's',
    },
    { first: 2004, last: 2006, name: 'ECAC Hockey League', abbreviation: 'ECACHL', source: 's' },
  ];
  it('finds the era a season falls in; none where the present name holds', () => {
    expect(eraOf(ecac, 1966)?.name).toBe('Eastern College Athletic Conference');
    expect(eraOf(ecac, 2004)?.name).toBe('ECAC Hockey League');
    expect(eraOf(ecac, 2007)).toBeUndefined();
  });

  describe('over the college hockey build', () => {
    let ctx: Dataset;
    beforeAll(() => {
      ctx = createContext();
      runModules(ctx, [core, ...ncaaHockeySteps]);
      nameConferencesAsBorne(ctx);
    }, 120_000);
    const conferenceOf = (team: string, start: number) => {
      const key = ctx.get('team_seasons', `ncaa-hockey:${team}:${start}`)?.conference;
      return key ? ctx.get('conferences', String(key))?.name : null;
    };
    it('names each season after the conference of that season (College Hockey News labels the present name)', () => {
      // Cornell 1966-67 and Boston College 1983-84: the ECAC (the name ECAC Hockey dates from 2007).
      expect(conferenceOf('cornell', 1966)).toBe('Eastern College Athletic Conference');
      expect(conferenceOf('boston-college', 1983)).toBe('Eastern College Athletic Conference');
      expect(conferenceOf('cornell', 2005)).toBe('ECAC Hockey League');
      expect(conferenceOf('cornell', 2010)).toBe('ECAC Hockey');
      // The WCHA's first seasons: the Midwest Collegiate Hockey League (1951-52), the WIHL (1953-54 to 1957-58).
      expect(conferenceOf('colorado-college', 1951)).toBe('Midwest Collegiate Hockey League');
      expect(conferenceOf('denver', 1960)).toBe('Western Collegiate Hockey Association');
    });
  });
});
