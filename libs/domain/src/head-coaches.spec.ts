import { describe, expect, it } from 'vitest';
import { headCoachesOf, joinHeadCoaches } from './head-coaches';

describe('head coaches of a team-season', () => {
  it('joins and splits by the one separator', () => {
    const text = joinHeadCoaches(['Bill Frieder', 'Steve Fisher']);
    expect(text).toBe('Bill Frieder, Steve Fisher');
    expect(headCoachesOf(text)).toEqual(['Bill Frieder', 'Steve Fisher']);
    expect(headCoachesOf('Andy Reid')).toEqual(['Andy Reid']);
    expect(headCoachesOf(null)).toEqual([]);
  });
  it('names each coach once, in the order they first coached', () => {
    // 1999 Astros: Dierker, Galante while Dierker was ill, Dierker again.
    expect(joinHeadCoaches(['Larry Dierker', 'Matt Galante', 'Larry Dierker'])).toBe(
      'Larry Dierker, Matt Galante',
    );
  });
});
