import { describe, expect, it } from 'vitest';
import { dataAsOf, teamName } from './home-data';

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
});
