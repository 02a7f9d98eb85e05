import { describe, expect, it } from 'vitest';
import { ratio, tiesCount, winPercentage, winPercentageAcross } from './win-percentage';

const nfl = (year: number) => ({ sport: 'football', level: 'professional', year });

describe('win percentage', () => {
  it('leaves pro football ties out before 1972 and counts them half from 1972 (1968 Colts 13-1-0, 1967 Rams 11-1-2)', () => {
    expect(winPercentage({ wins: 11, losses: 1, ties: 2 }, nfl(1967))).toBe(0.917);
    expect(winPercentage({ wins: 11, losses: 1, ties: 2 }, nfl(1972))).toBe(0.857);
    expect(winPercentage({ wins: 13, losses: 1, ties: 0 }, nfl(1968))).toBe(0.929);
    expect(tiesCount(nfl(1971))).toBe(false);
    expect(tiesCount(nfl(1972))).toBe(true);
  });
  it('leaves major-league ties out, counts college baseball ties half', () => {
    expect(winPercentage({ wins: 43, losses: 37, ties: 1 }, { sport: 'baseball', year: 1879 })).toBe(0.538);
    expect(
      winPercentage(
        { wins: 40, losses: 20, ties: 2 },
        { sport: 'baseball', level: 'ncaa-division-i', year: 2010 },
      ),
    ).toBe(0.661);
  });
  it('counts a college football tie half in every era', () => {
    expect(
      winPercentage(
        { wins: 9, losses: 0, ties: 1 },
        { sport: 'football', level: 'ncaa-division-i', year: 1966 },
      ),
    ).toBe(0.95);
  });
  it('counts a hockey tie half and an overtime loss as a game lost (1974 Black Hawks 37-35-8, 2023 Bruins 65-12-5)', () => {
    expect(winPercentage({ wins: 37, losses: 35, ties: 8 }, { sport: 'hockey', year: 1974 })).toBe(0.513);
    expect(
      winPercentage({ wins: 65, losses: 12, ties: 0, ot_losses: 5 }, { sport: 'hockey', year: 2022 }),
    ).toBe(0.793);
  });
  it('is wins over games in basketball, and null when no game counts', () => {
    expect(winPercentage({ wins: 73, losses: 9 }, { sport: 'basketball', year: 2015 })).toBe(0.89);
    expect(winPercentage({ wins: 0, losses: 0, ties: 3 }, nfl(1950))).toBeNull();
    expect(winPercentage({ wins: 0, losses: 0 }, { sport: 'basketball', year: 2015 })).toBeNull();
  });
  it('rounds an exact half up, as the database does', () => {
    expect(ratio(100.5, 200)).toBe(0.503);
    expect(ratio(101.5, 200)).toBe(0.508);
    expect(ratio(41, 80)).toBe(0.513);
  });
  it("adds seasons up, each season's ties counted by its own rule", () => {
    const seasons = [
      { record: { wins: 11, losses: 1, ties: 2 }, scope: nfl(1967) },
      { record: { wins: 8, losses: 6, ties: 2 }, scope: nfl(1972) },
    ];
    // (11 + 8 + 1) / (12 + 16)
    expect(winPercentageAcross(seasons)).toBe(0.714);
    expect(winPercentageAcross([])).toBeNull();
  });
});
