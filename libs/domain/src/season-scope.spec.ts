import { describe, expect, it } from 'vitest';
import { withoutSeason } from './season-scope';

describe('withoutSeason', () => {
  it('keeps sport and level, drops the season and absent filters', () => {
    expect(withoutSeason({ sport__slug: 'hockey', level__slug: 'professional', season: 2024 })).toEqual({
      sport__slug: 'hockey',
      level__slug: 'professional',
    });
    expect(withoutSeason({ season: 2024 })).toEqual({});
  });
});
