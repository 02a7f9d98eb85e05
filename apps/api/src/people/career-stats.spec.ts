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

describe('careerStats: baseball and hockey, by the stat catalogue', () => {
  it("a pitcher's ERA from his earned runs and outs, his innings as outs (shown 481.2, never 481.7)", () => {
    const s = careerStats({
      sport: 'baseball',
      seasons: 3,
      games_played: 90,
      games_started: null,
      totals: { ab: 10, h: 3 },
      career: { p: { w: 30, l: 20, er: 160, ipo: 1445, so: 400, sv: 0, era: 2.99 } },
    });
    expect(s).toMatchObject({
      wins: 30,
      losses: 20,
      earned_run_average: 2.99, // 160 × 27 / 1,445 = 2.9896…
      outs_pitched: 1445,
      at_bats: 10,
      hits: 3,
      batting_average: 0.3,
    });
    expect(s).not.toHaveProperty('innings_pitched');
  });

  it("a skater has no goaltender's record; a goaltender's comes from the same rows", () => {
    const skater = careerStats({
      sport: 'hockey',
      seasons: 20,
      games_played: 1487,
      games_started: null,
      totals: { g: 894, a: 1963, pts: 2857, pim: 577, pm: 520 },
      career: null,
    });
    expect(skater).toMatchObject({ goals: 894, points: 2857, plus_minus: 520, shots: null });
    expect(skater).not.toHaveProperty('wins');
    const goalie = careerStats({
      sport: 'hockey',
      seasons: 22,
      games_played: null,
      games_started: null,
      totals: null,
      career: { gp: 1266, w: 691, l: 397, sho: 125, ga: 2781 },
    });
    expect(goalie).toMatchObject({ games_played: 1266, wins: 691, shutouts: 125, goals_against: 2781 });
  });
});
