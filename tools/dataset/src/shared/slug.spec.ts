import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slug';

describe('the one slug rule', () => {
  it('is lower-case kebab-case ASCII with accents folded', () => {
    expect(slugify('Peña, Tony')).toBe('pena-tony');
    expect(slugify('  Montréal Canadiens ')).toBe('montreal-canadiens');
    expect(slugify('--49ers--')).toBe('49ers');
  });

  it('drops apostrophes and full stops', () => {
    expect(slugify("Shaquille O'Neal")).toBe('shaquille-oneal');
    expect(slugify('D’Angelo Russell')).toBe('dangelo-russell');
    expect(slugify('J.J. Barea')).toBe('jj-barea');
    expect(slugify('Crypto.com Arena')).toBe('cryptocom-arena');
  });

  it('drops "&" inside a word and reads it "and" between words', () => {
    expect(slugify('Texas A&M')).toBe('texas-am');
    expect(slugify('AT&T Stadium')).toBe('att-stadium');
    expect(slugify('Texas A&M-Corpus Christi')).toBe('texas-am-corpus-christi');
    expect(slugify('William & Mary')).toBe('william-and-mary');
  });

  it('always yields a slug (or nothing)', () => {
    for (const s of ['St. Louis Hawks', 'Oklahoma A&M', 'Miami (FL)', 'Zürich', '!!!'])
      expect(slugify(s) === '' || isSlug(slugify(s)), s).toBe(true);
  });
});
