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
});
