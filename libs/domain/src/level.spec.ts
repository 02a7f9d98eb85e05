import { describe, expect, it } from 'vitest';
import { levelSlug, recordIncludesPostseason } from './level';

describe('levelSlug', () => {
  it('reads college as NCAA Division I and passes the rest through', () => {
    expect(levelSlug('college')).toBe('ncaa-division-i');
    expect(levelSlug('professional')).toBe('professional');
    expect(levelSlug('ncaa-division-i')).toBe('ncaa-division-i');
    expect(levelSlug('ncaa-division-ii')).toBe('ncaa-division-ii');
    expect(levelSlug(undefined)).toBeUndefined();
    expect(levelSlug(null)).toBeNull();
  });
});

describe('recordIncludesPostseason', () => {
  it('a college record is the whole season; a professional one the regular season', () => {
    expect(recordIncludesPostseason('ncaa-division-i')).toBe(true);
    expect(recordIncludesPostseason('college')).toBe(true);
    expect(recordIncludesPostseason('professional')).toBe(false);
  });
});
