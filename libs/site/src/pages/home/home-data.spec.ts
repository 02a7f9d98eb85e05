import { describe, expect, it } from 'vitest';
import { homeChampion as champion } from '@trophy-room/contract/testing';
import { dataAsOf, mostTitles, recentChampions, siteUrl, teamName } from './home-data';

describe('home data', () => {
  it('takes the first 5 champions of the year, else the latest earlier year', () => {
    const list = [1, 2, 3, 4, 5, 6]
      .map((id) => champion(id, { title_year: 2025 }))
      .concat(champion(7, { title_year: 2023 }));
    expect(recentChampions(list, 2025)).toMatchObject({ year: 2025 });
    expect(recentChampions(list, 2025)?.champions.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(recentChampions(list, 2024)?.year).toBe(2023);
    expect(recentChampions([], 2025)).toBeNull();
  });

  it('finds the franchise with the most titles, once per season, across the names it bore', () => {
    const packers = { team_id: 9, team_name: 'Green Bay Packers' };
    const lakers = { team_id: 7 };
    // 1966: the NFL Championship and Super Bowl I are one title; the Lakers count across Minneapolis and LA.
    const list = [
      champion(1, { ...packers, season_id: 66 }),
      champion(2, { ...packers, season_id: 66, championship_name: 'NFL Championship' }),
      champion(3, { ...lakers, team_name: 'Los Angeles Lakers', season_id: 100 }),
      champion(4, { ...packers, season_id: 65 }),
      champion(5, { ...lakers, team_name: 'Minneapolis Lakers', season_id: 50 }),
      champion(6, { ...lakers, team_name: 'Minneapolis Lakers', season_id: 49 }),
    ];
    expect(mostTitles(list)).toEqual({ team: 'Los Angeles Lakers', titles: 3 });
    expect(mostTitles(list.slice(0, 4))).toEqual({ team: 'Green Bay Packers', titles: 2 });
    expect(mostTitles([])).toBeNull();
    expect(teamName({ team_name: 'Florida' })).toBe('Florida');
  });

  it("dates the data by the latest date any of the site's leagues reaches", () => {
    expect(dataAsOf([{ data_as_of: '2025-11-01' }, { data_as_of: '2026-06-14' }, { data_as_of: null }])).toBe(
      'Data as of Jun 14, 2026',
    );
    expect(dataAsOf([{ data_as_of: null }])).toBeNull();
    expect(dataAsOf([{ data_as_of: null }], [{ title_year: 2024 }, { title_year: 2025 }])).toBe(
      'Data through the 2025 titles',
    );
  });

  it('swaps the first host label for the sibling site, keeping protocol and port', () => {
    const at = (hostname: string, port = '5184') => ({ protocol: 'http:', hostname, port });
    expect(siteUrl('nfl', at('localhost'))).toBe('http://nfl.localhost:5184/');
    expect(siteUrl('hub', at('cbb.localhost'))).toBe('http://localhost:5184/');
    expect(siteUrl('nhl', at('nfl.localhost'))).toBe('http://nhl.localhost:5184/');
    expect(siteUrl('mlb', { protocol: 'https:', hostname: 'nba.trophyroom.example', port: '' })).toBe(
      'https://mlb.trophyroom.example/',
    );
    expect(siteUrl('cfb', at('hub.localhost'))).toBe('http://cfb.localhost:5184/');
  });
});
