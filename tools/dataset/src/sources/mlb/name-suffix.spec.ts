import { describe, expect, it } from 'vitest';
import { suffixOf } from './name-suffix';

describe('a generational suffix in a printed name', () => {
  it('reads Jr., Sr. and the numerals; nothing else', () => {
    expect(suffixOf('Vladimir Guerrero Jr.')).toBe('Jr.');
    expect(suffixOf('Mark Leiter Jr')).toBe('Jr.');
    expect(suffixOf('Robert Hassell III')).toBe('III');
    expect(suffixOf('Michael Harris II*')).toBe('II');
    expect(suffixOf('Francisco Lindor')).toBeNull();
    expect(suffixOf('Ivan Herrera')).toBeNull();
  });
});
