import { describe, expect, it } from 'vitest';
import { homeChampion as champion } from '@trophy-room/contract/testing';
import { mostTitles, recentChampions, siteUrl, teamName } from './home-data';

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

  it('finds the team with the most titles and names teams once', () => {
    expect(
      mostTitles([champion(1), champion(2, { team_name: 'Bears', team_city: 'Chicago' }), champion(3)]),
    ).toEqual({
      team: 'Philadelphia Eagles',
      titles: 2,
    });
    expect(mostTitles([])).toBeNull();
    expect(teamName({ team_name: 'Florida' })).toBe('Florida');
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
