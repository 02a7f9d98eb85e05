// A team's state is its city's, from its own home venues there: the Giants are "New York, NY" in 1958 as in 2024.
import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import type { Row } from '../model';
import { setTeamStates } from './team-state';

const venue = (key: string, city: string, state: string) =>
  ({ key, slug: key, name: key, city, state, country: 'USA' }) as Row<'venues'>;
const team = (key: string, city: string, state: string, home: string) =>
  ({ key, slug: key, league: 'nfl', name: key, city, state, home_venue: home }) as Row<'teams'>;
const season = (t: string, year: number, v: string) =>
  ({ key: `${t}:${year}`, team: t, season: `nfl:${year}`, venue: v }) as Row<'team_seasons'>;

describe("a team's state", () => {
  it("is its city's where the source gave its venue's in another city; left where no home venue says", () => {
    const ctx = createContext();
    for (const v of [
      venue('yankee', 'New York', 'NY'),
      venue('metlife', 'East Rutherford', 'NJ'),
      venue('rfk', 'Washington', 'DC'),
      venue('landover', 'Landover', 'MD'),
      venue('mcguirk', 'Hadley', 'MA'),
      venue('ub', 'Amherst', 'NY'),
    ])
      ctx.add('venues', v);
    ctx.add('teams', team('nyg', 'New York', 'NJ', 'metlife'));
    ctx.add('teams', team('was', 'Washington', 'MD', 'landover'));
    // UMass (Amherst MA) plays in Hadley; Buffalo's stadium in Amherst NY is no home of its.
    ctx.add('teams', team('umass', 'Amherst', 'MA', 'mcguirk'));
    ctx.add('team_seasons', season('nyg', 1970, 'yankee'));
    ctx.add('team_seasons', season('nyg', 2024, 'metlife'));
    ctx.add('team_seasons', season('was', 1987, 'rfk'));
    ctx.add('team_seasons', season('umass', 2020, 'mcguirk'));
    expect(setTeamStates(ctx)).toHaveLength(2);
    expect(ctx.rows('teams').map((t) => [t.key, t.state])).toEqual([
      ['nyg', 'NY'],
      ['was', 'DC'],
      ['umass', 'MA'],
    ]);
  });
});
