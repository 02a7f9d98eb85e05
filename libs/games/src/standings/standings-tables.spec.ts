import { readParams, standingsParams } from '@trophy-room/routes';
import { describe, expect, it } from 'vitest';
import { afc2023, nflYears } from '../testing/standings-scenario';
import { standingsTables } from './standings-tables';

const params = (q: string) => readParams(standingsParams, new URLSearchParams(q));

describe('standingsTables', () => {
  it('holds the tables of the page and counts every row the filters match', () => {
    const all = standingsTables(afc2023, nflYears, params(''));
    expect(all.counts.total).toBe(afc2023.length);
    expect(all.groups.flatMap((g) => g.rows)).toHaveLength(afc2023.length);
    expect(all.leagueRows).toEqual({ nfl: afc2023.length });
    const west = standingsTables(afc2023, nflYears, params('division=afc-west'));
    expect(west.counts.total).toBe(4);
    expect(west.groups.map((g) => g.caption)).toEqual(['NFL · AFC West']);
    // The options stay those of the sport and conference, whatever division is chosen.
    expect(west.divisions.map((d) => d.value)).toEqual(all.divisions.map((d) => d.value));
  });

  it('an empty result holds no rows, only its counters and options', () => {
    const none = standingsTables(afc2023, nflYears, params('q=nobody-by-this-name'));
    expect(none).toMatchObject({ groups: [], counts: { total: 0 } });
  });
});
