import { describe, expect, it } from 'vitest';
import { afc2023, nflYears } from '../testing/standings-scenario';
import {
  filterStandings,
  groupStandings,
  leaguesLeftOut,
  leaguesWithGames,
  leaguesWithoutGames,
  standingCounts,
  standingSeasons,
  standingsPage,
  STANDINGS_PAGE_ROWS,
  type StandingsGroup,
} from './standing-rows';
import { rankTier } from './playoff-tier';

const noFilter = { q: '', sport: 'all', division: 'all', conference: 'all' };

describe('standing rows', () => {
  it('groups by league and division, rows by rank', () => {
    const shuffled = [...afc2023].reverse();
    const groups = groupStandings(shuffled);
    expect(groups.map((g) => g.caption)).toEqual(['NFL · AFC South', 'NFL · AFC East', 'NFL · AFC West']);
    expect(groups[2].rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('searches city, name or abbreviation, case-insensitively, with the group filters', () => {
    expect(filterStandings(afc2023, { ...noFilter, q: 'KANSAS' }).map((r) => r.team.abbreviation)).toEqual([
      'KC',
    ]);
    expect(filterStandings(afc2023, { ...noFilter, q: 'nyj' })).toHaveLength(1);
    expect(filterStandings(afc2023, { ...noFilter, division: 'afc-west' })).toHaveLength(4);
    expect(filterStandings(afc2023, { ...noFilter, conference: 'nfc' })).toHaveLength(0);
  });

  it('counts champions, playoff teams (champions included), bubble and total', () => {
    expect(standingCounts(afc2023)).toEqual({ champions: 1, playoffs: 3, bubble: 1, total: 9 });
  });

  it('rank tiers: 1, up to 3, up to 8', () => {
    expect([1, 2, 3, 4, 8, 9, null].map(rankTier)).toEqual([
      'first',
      'top3',
      'top3',
      'top8',
      'top8',
      null,
      null,
    ]);
  });

  it('every season with standings, newest first; games decide the tables on a date', () => {
    const years = [
      ...nflYears,
      {
        league: 'ncaa-baseball',
        name: 'NCAA Division I Baseball',
        standings: { min: 1947, max: 2025 },
        games: null,
      },
    ];
    const seasons = standingSeasons(years);
    expect(seasons[0]).toBe(2025);
    expect(seasons.at(-1)).toBe(1920);
    expect(seasons).toHaveLength(106);
    expect(leaguesWithGames(years, 2023).map((l) => l.league)).toEqual(['nfl']);
    expect(leaguesWithGames(years, 1900)).toEqual([]);
    expect(leaguesWithoutGames(years).map((l) => l.league)).toEqual(['ncaa-baseball']);
    expect(leaguesLeftOut(years, 2023).map((l) => l.league)).toEqual(['ncaa-baseball']);
    expect(leaguesLeftOut(years, 1930).map((l) => l.league)).toEqual([]);
  });

  it('pages whole tables: a page takes tables until it holds a page of rows; past the last page, the last', () => {
    const table = (key: string, rows: number): StandingsGroup => ({
      key,
      caption: key,
      rows: afc2023.slice(0, 1).flatMap((r) => Array.from({ length: rows }, () => r)),
    });
    const part = Math.ceil(STANDINGS_PAGE_ROWS * 0.6);
    const groups = [table('a', part), table('b', part), table('c', STANDINGS_PAGE_ROWS), table('d', 1)];
    expect(standingsPage(groups, 1)).toEqual({ groups: groups.slice(0, 2), page: 1, pages: 3 });
    expect(standingsPage(groups, 2).groups.map((g) => g.key)).toEqual(['c']);
    expect(standingsPage(groups, 9)).toEqual({ groups: [groups[3]], page: 3, pages: 3 });
    expect(standingsPage([table('a', 32)], 1).pages).toBe(1);
    expect(standingsPage([], 1)).toEqual({ groups: [], page: 1, pages: 1 });
  });
});
