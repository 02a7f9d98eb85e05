import { describe, expect, it } from 'vitest';
import { dataAsOf, siteUrl, teamName } from './home-data';

describe('home data', () => {
  it("dates the data by the latest date any of the site's leagues reaches", () => {
    expect(dataAsOf([{ data_as_of: '2025-11-01' }, { data_as_of: '2026-06-14' }, { data_as_of: null }])).toBe(
      'Data as of Jun 14, 2026',
    );
    expect(dataAsOf([{ data_as_of: null }])).toBeNull();
    expect(dataAsOf([{ data_as_of: null }], 2025)).toBe('Data through the 2025 titles');
  });

  it('names the team as the API does', () => {
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
