import { describe, expect, it } from 'vitest';
import { mergeLines } from './roster-lines';

describe('mergeLines', () => {
  it('keeps one line as it is; none is null', () => {
    expect(mergeLines([{ h: 1, avg: 0.25 }], true)).toEqual({ h: 1, avg: 0.25 });
    expect(mergeLines(null, false)).toBeNull();
    expect(mergeLines(null, true)).toEqual({});
  });

  it('adds up two stints key by key, nested groups too, and leaves out the rates', () => {
    expect(
      mergeLines(
        [
          { ab: 10, h: 3, avg: 0.3, p: { ipo: 30, er: 3, era: 2.7 } },
          { ab: 20, h: 4, avg: 0.2, p: { ipo: 6, er: 2, era: 9 } },
        ],
        true,
      ),
    ).toEqual({ ab: 30, h: 7, p: { ipo: 36, er: 5 } });
  });
});
