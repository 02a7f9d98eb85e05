import { describe, expect, it } from 'vitest';
import { gameTypeText, meetingSortValues, siteText, winnerText, type Meeting } from './meeting';

const g = (o: Partial<Meeting>): Meeting => ({
  game_date: '1921-11-27',
  season: { start_year: 1921 },
  is_playoff: false,
  round: null,
  home: 'a',
  is_neutral: false,
  site_known: true,
  a_name: 'Chicago Staleys',
  b_name: 'Green Bay Packers',
  a_score: 20,
  b_score: 0,
  overtime: null,
  ...o,
});

describe('a meeting in words', () => {
  it('names where it was played, which game it was and who won, each side as named then', () => {
    expect(siteText(g({}))).toBe('at Chicago Staleys');
    expect(siteText(g({ home: 'b' }))).toBe('at Green Bay Packers');
    expect(siteText(g({ is_neutral: true }))).toBe('Neutral site');
    // A game whose source gives neither venue nor neutral-site flag (college football before 2010): no home named.
    expect(siteText(g({ site_known: false }))).toBe('Site unknown');
    expect(gameTypeText(g({}))).toBe('Regular season');
    expect(gameTypeText(g({ is_playoff: true, round: 'Wild Card Round' }))).toBe('Wild Card Round');
    expect(gameTypeText(g({ is_playoff: true }))).toBe('Postseason');
    expect(winnerText(g({}))).toBe('Chicago Staleys');
    expect(winnerText(g({ a_score: 0, b_score: 3 }))).toBe('Green Bay Packers');
    expect(winnerText(g({ b_score: 20 }))).toBe('Tie');
  });

  it('sorts a season by its start year and overtime as missing when there was none', () => {
    expect(meetingSortValues.season(g({}))).toBe(1921);
    expect(meetingSortValues.overtime(g({}))).toBeNull();
    expect(meetingSortValues.result(g({}))).toBe('Chicago Staleys');
  });
});
