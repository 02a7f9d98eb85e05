import { aChampionship, sports } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { isActiveIn } from './championship-filters';

describe('isActiveIn', () => {
  it('compares the season by its title year under the sport rule', () => {
    // NBA Finals: first title 1947 (the 1946-47 season), still contested.
    const nba = aChampionship({ first_year: 1947, last_year: null, sport: sports.basketball });
    expect(isActiveIn(nba, 1946)).toBe(true);
    expect(isActiveIn(nba, 1945)).toBe(false);
    // NFL Championship: title years 1920-1969, football labelled by the season's year.
    const nfl = aChampionship({ first_year: 1920, last_year: 1969 });
    expect(isActiveIn(nfl, 1969)).toBe(true);
    expect(isActiveIn(nfl, 1970)).toBe(false);
  });
});
