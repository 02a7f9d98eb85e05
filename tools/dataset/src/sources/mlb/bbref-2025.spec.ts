// The 2025 Baseball-Reference team tables alone: read, checked against their totals row, and turned into rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, type Dataset } from '../../context';
import { BBREF_2025, addStandings2025, inningsToOuts, readBbref2025 } from './bbref-2025';
import { loadTeams } from './lahman-teams';
import { readHandSeries } from './world-series';
import type { Team2025 } from './shapes';

let ctx: Dataset;
let teams: Team2025[];
beforeAll(() => {
  ctx = createContext();
  teams = readBbref2025(ctx, loadTeams(ctx));
  addStandings2025(ctx, teams, readHandSeries(ctx));
});

const row = (franch: string) => ctx.get('team_seasons', `mlb:${franch}:2025`);

describe('MLB 2025 team seasons (Baseball-Reference)', () => {
  it("each team's ballpark under its 2025 name (hand/mlb/parks_2025.csv): the Athletics in West Sacramento", () => {
    expect(row('OAK')).toMatchObject({ name: 'Athletics', venue_name: 'Sutter Health Park' });
    expect(row('HOU')).toMatchObject({ venue_name: 'Daikin Park' });
    expect(row('TBD')).toMatchObject({ venue_name: 'George M. Steinbrenner Field' });
  });

  it('30 teams, every figure agreeing with the tables totals row: nothing reported', () => {
    expect(teams).toHaveLength(30);
    expect(teams.reduce((a, t) => a + t.wins, 0)).toBe(2430);
    expect(ctx.issues().filter((i) => i.source === BBREF_2025)).toEqual([]);
  });

  it('the Dodgers 93-69, World Series champions under Dave Roberts; the Blue Jays lost the Series', () => {
    expect(row('LAD')).toMatchObject({
      team: 'mlb:LAD',
      season: 'mlb:2025',
      name: 'Los Angeles Dodgers',
      wins: 93,
      losses: 69,
      ties: 0,
      games_played: 162,
      win_percentage: 0.574,
      division: 'mlb:NL-W',
      is_champion: true,
      playoff_position: 'champion',
      playoff_result: 'Won World Series',
      head_coach_name: 'Dave Roberts',
      venue: null,
      venue_name: 'Dodger Stadium',
    });
    expect(row('TOR')).toMatchObject({ wins: 94, losses: 68, playoff_result: 'Lost World Series' });
    expect(row('SDP')).toMatchObject({
      wins: 90,
      losses: 72,
      rank: 2,
      playoff_position: 'playoffs',
      playoff_result: 'Lost NL Wild Card Series',
    });
    // Level at 94-68 with the Yankees: first in the AL East as published (hand/mlb/postseason_2025.csv).
    expect(row('TOR')).toMatchObject({ rank: 1 });
    expect(row('NYY')).toMatchObject({ rank: 2, playoff_result: 'Lost ALDS' });
    expect(row('COL')).toMatchObject({ rank: null, playoff_position: 'eliminated' });
  });

  it('published figures: Brewers 97-65, Rockies 43-119, Yankees 274 home runs, runs as totals', () => {
    expect(row('MIL')).toMatchObject({ wins: 97, losses: 65 });
    expect(row('COL')).toMatchObject({ wins: 43, losses: 119 });
    expect(row('NYY')?.stats).toMatchObject({ hr: 274 });
    expect(row('ARI')).toMatchObject({ points_for: 791, points_against: 785 });
    expect(row('ARI')?.stats).toMatchObject({ ipo: 4332, era: 4.49, soa: 1288 });
  });

  it('the Athletics, without a city in 2025, are the Oakland franchise (ATH)', () => {
    expect(row('OAK')).toMatchObject({ name: 'Athletics', abbreviation: 'ATH', wins: 76, losses: 86 });
    expect(inningsToOuts('1437.2')).toBe(4313);
    expect(inningsToOuts('1444.0')).toBe(4332);
    expect(inningsToOuts('12.5')).toBeNull();
  });
});
