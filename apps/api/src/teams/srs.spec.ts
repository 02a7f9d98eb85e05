// SRS on small hand-made leagues whose ratings are worked out by hand (the working is in each test's comment).
import { describe, expect, it } from 'vitest';
import { simpleRatings, type ScoredGame } from './srs';

const game = (home: number, homeScore: number, away: number, awayScore: number): ScoredGame => ({
  home,
  away,
  homeScore,
  awayScore,
});
const ratingsOf = (games: ScoredGame[]) => {
  const r = simpleRatings(games);
  if (!r) throw new Error('did not settle');
  return Object.fromEntries([...r].map(([id, x]) => [id, x]));
};

describe('simpleRatings', () => {
  it('a round robin of three: each rating is two thirds of its margin', () => {
    // 1 beat 2 by 10, 2 beat 3 by 7, 1 beat 3 by 3: margins 1 = (10+3)/2 = 6.5, 2 = (−10+7)/2 = −1.5,
    // 3 = (−7−3)/2 = −5. With r1 + r2 + r3 = 0, r1 = 6.5 + (r2 + r3)/2 = 6.5 − r1/2, so r1 = 13/3; likewise
    // r2 = −1.5 − r2/2 = −1 and r3 = −5 − r3/2 = −10/3.
    const r = ratingsOf([game(1, 20, 2, 10), game(2, 17, 3, 10), game(1, 24, 3, 21)]);
    expect(r[1].rating).toBeCloseTo(13 / 3, 6);
    expect(r[2].rating).toBeCloseTo(-1, 6);
    expect(r[3].rating).toBeCloseTo(-10 / 3, 6);
    expect(r[1]).toMatchObject({ games: 2, margin: 6.5, rank: 1, teams: 3 });
    expect(r[1].schedule).toBeCloseTo(13 / 3 - 6.5, 6);
    expect([r[2].rank, r[3].rank]).toEqual([2, 3]);
  });

  it('settles on a cycle of four (two sides that only meet across), where updating all at once swings', () => {
    // 1 beat 2 by 14, 2 beat 3 by 7, 4 beat 3 by 3, 1 beat 4 by 6: margins 10, −3.5, −5, −1.5. Teams 1 and 3 play
    // only 2 and 4. With x = r1 + r3 and y = r2 + r4 = −x: r1 = 10 + y/2 and r3 = −5 + y/2, so x = 5 + y = 5 − x,
    // x = 2.5, y = −2.5; r1 = 8.75, r3 = −6.25, r2 = −3.5 + x/2 = −2.25, r4 = −1.5 + x/2 = −0.25.
    const r = ratingsOf([game(1, 21, 2, 7), game(2, 17, 3, 10), game(4, 13, 3, 10), game(4, 14, 1, 20)]);
    expect(r[1].rating).toBeCloseTo(8.75, 6);
    expect(r[2].rating).toBeCloseTo(-2.25, 6);
    expect(r[3].rating).toBeCloseTo(-6.25, 6);
    expect(r[4].rating).toBeCloseTo(-0.25, 6);
    expect(r[3].schedule).toBeCloseTo(-1.25, 6);
  });

  it('counts a tie as no margin and a repeated opponent once per game', () => {
    // 1 and 2 tie, then 1 beats 2 by 4, and 2 beats 3 by 2 twice. Margins: 1 = 4/2 = 2, 2 = (0−4+2+2)/4 = 0,
    // 3 = −2. r1 = 2 + r2, r3 = −2 + r2, r2 = 0 + (2·r1 + 2·r3)/4 = (r1 + r3)/2 = r2: with the sum 0, 3·r2 = 0,
    // so r2 = 0, r1 = 2, r3 = −2.
    const r = ratingsOf([game(1, 3, 2, 3), game(2, 6, 1, 10), game(2, 5, 3, 3), game(3, 1, 2, 3)]);
    expect(r[1].rating).toBeCloseTo(2, 6);
    expect(r[2].rating).toBeCloseTo(0, 6);
    expect(r[3].rating).toBeCloseTo(-2, 6);
  });

  it('centers each group that never met the other on 0 (two leagues without interleague games)', () => {
    const r = ratingsOf([game(1, 5, 2, 1), game(3, 2, 4, 1)]);
    expect(r[1].rating).toBeCloseTo(2, 6);
    expect(r[2].rating).toBeCloseTo(-2, 6);
    expect(r[3].rating).toBeCloseTo(0.5, 6);
    expect(r[4].rating).toBeCloseTo(-0.5, 6);
    expect(r[3].rank).toBe(2);
  });

  it('rates no one without games', () => {
    expect(simpleRatings([])?.size).toBe(0);
  });
});
