import { describe, expect, it } from 'vitest';
import { siteFilters } from './site-filters';

describe('site filters', () => {
  it('maps college to ncaa-division-i and keeps professional', () => {
    expect(siteFilters({ sport: 'basketball', level: 'college' })).toEqual({
      sport__slug: 'basketball',
      level__slug: 'ncaa-division-i',
    });
    expect(siteFilters({ sport: 'football', level: 'professional' }, 2024)).toEqual({
      sport__slug: 'football',
      level__slug: 'professional',
      season: 2024,
    });
  });

  it('passes other division slugs through', () => {
    expect(siteFilters({ sport: 'football', level: 'ncaa-division-ii' })).toEqual({
      sport__slug: 'football',
      level__slug: 'ncaa-division-ii',
    });
  });

  it('adds nothing for the hub', () => {
    expect(siteFilters({ sport: null, level: null })).toEqual({});
  });
});
