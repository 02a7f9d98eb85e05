import { describe, expect, it } from 'vitest';
import { gamesStarted } from './player-seasons';

describe('gamesStarted', () => {
  it("a pitcher's season counts his starts as a pitcher; any other season Appearances' GS", () => {
    // Cy Young 1896 (Lahman: Appearances GS blank, 53 games, 51 as a pitcher, 3 at first base; Pitching GS 46).
    expect(gamesStarted({ GS: '', G_all: '53', G_p: '51' }, { GS: '46' })).toBe(46);
    expect(gamesStarted({ GS: '34', G_all: '40', G_p: '39' }, { GS: '34' })).toBe(34);
    // Shohei Ohtani 2021: 155 games, 23 as a pitcher: his starts at every position.
    expect(gamesStarted({ GS: '146', G_all: '155', G_p: '23' }, { GS: '23' })).toBe(146);
    expect(gamesStarted({ GS: '', G_all: '120', G_p: '0' }, undefined)).toBeNull();
  });
});
