import { describe, expect, it } from 'vitest';
import { careerStats } from './career-stats';

describe('careerStats: football', () => {
  const input = { sport: 'football', seasons: 14, games_played: 190, games_started: 150 };

  it("sums the season lines of a player the draft file does not know (Tony Romo's kind)", () => {
    const s = careerStats({
      ...input,
      totals: { pass_yds: 34183, pass_td: 248, pass_cmp: 2829, def_tkl: 3, def_sk: 0.5 },
      career: null,
    });
    expect(s).toMatchObject({
      seasons_played: 14,
      games_played: 190,
      passing_yards: 34183,
      passing_touchdowns: 248,
      passing_completions: 2829,
      tackles: 3,
      sacks: 0.5,
      rushing_yards: null,
    });
  });

  it('takes every figure from the season lines when he has lines, never one from each source (Mahomes: 112 games but 63 starts)', () => {
    const s = careerStats({
      ...input,
      games_played: 63,
      games_started: 63,
      totals: { pass_yds: 100, rush_yds: 5 },
      career: { g: 112, pass: { yds: 40000 } },
    });
    expect(s).toMatchObject({ games_played: 63, games_started: 63, passing_yards: 100, rushing_yards: 5 });
  });

  it("uses the draft file's career totals wholly for a player without lines (no starts there)", () => {
    const s = careerStats({
      ...input,
      games_played: null,
      games_started: null,
      totals: null,
      career: { g: 200, pass: { yds: 40000 } },
    });
    expect(s).toMatchObject({
      games_played: 200,
      games_started: null,
      passing_yards: 40000,
      rushing_yards: null,
    });
  });
});
