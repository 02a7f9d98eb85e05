// What two sources each say of one MLB figure (W-L, runs, home park, World Series ties), and the reason each
// disagreement has. References: Baseball-Reference team pages and Retrosheet's game logs.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built } from '../../testing/built';
import { core } from '../core';
import { mlbSteps } from '.';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...mlbSteps]);
}, 120000);

const claims = (figure: string, subject: string) =>
  ctx
    .claims()
    .figures()
    .find((f) => f.figure.id === figure)
    ?.subjects.get(subject) ?? [];

describe('mlb: what Lahman Teams and the game logs each say of a team-season', () => {
  it('runs: 256 of 3,075 team-seasons differ by a few runs, all in the box-score era, each with its reason', () => {
    const runs = ctx
      .claims()
      .figures()
      .find((f) => f.figure.id === 'mlb.team_season.runs')!;
    const unexplained = [...runs.subjects.values()].filter(
      (list) => new Set(list.map((c) => c.value)).size > 1 && !runs.figure.explain?.(list),
    );
    expect(unexplained).toEqual([]);
  });

  it('W-L: the 1906 Cubs 116-36 in Lahman, 115-36 in the logs, which lack the forfeit the Giants gave up unplayed', () => {
    const c = claims('mlb.team_season.record', 'mlb:CHC:1906');
    expect(c.map((x) => [x.source, x.value])).toEqual([
      ['lahman', '116-36'],
      ['retrosheet-gamelogs', '115-36'],
    ]);
    expect(c[1].note).toMatch(/lack 1 decided game/);
  });

  it('W-L: the 1940 White Sox, whose June 20 win over the Yankees was voided on protest', () => {
    const c = claims('mlb.team_season.record', 'mlb:CHW:1940');
    expect(c.map((x) => x.value)).toEqual(['82-72', '83-72']);
    expect(c[1].note).toContain('mlb-1940-06-20-nyy-chw (protest, W in the log)');
  });

  it('every W-L, home-park or World Series tie disagreement between two sources has a reason', () => {
    const explained = ['mlb.team_season.record', 'mlb.team_season.venue', 'mlb.world_series.ties'];
    for (const { figure, subjects } of ctx.claims().figures()) {
      if (!explained.includes(figure.id)) continue;
      for (const [key, list] of subjects)
        if (new Set(list.map((c) => String(c.value))).size > 1)
          expect(figure.explain?.(list), `${figure.id} ${key}`).toBeTruthy();
    }
  });
});

describe("mlb: a manager's W-L as Lahman Managers and the game logs each give it", () => {
  it('the 1930 Senators: Lahman credits Walter Johnson 94-60; the logs 92-60, and 2-0 to Joe Judge acting', () => {
    // Of record (kept): Judge's two games fall between Johnson's, so they are Johnson's.
    const c = claims('mlb.coach_stint.record', 'mlb:johnswa01:1930:WS1');
    expect(c.map((x) => x.value)).toEqual(['94-60', '94-60', '92-60']);
    expect(c[2].note).toContain('Joe Judge 2-0');
  });

  it('the 1906 Cubs under Frank Chance: the forfeit the logs lack', () => {
    // Of record (kept): Lahman's, the logs' W-L not being the team's.
    const c = claims('mlb.coach_stint.record', 'mlb:chancfr01:1906:CHN');
    expect(c.map((x) => x.value)).toEqual(['116-36', '116-36', '115-36']);
    expect(c[2].note).toMatch(/lack 1 decided game/);
  });
});

describe('mlb: the World Series as SeriesPost and the hand-checked list each give it', () => {
  it('1907: SeriesPost counts no tie, the hand list the Game 1 tie called for darkness', () => {
    const c = claims('mlb.world_series.ties', 'mlb:world-series:1907');
    expect(c.map((x) => [x.source, x.value])).toEqual([
      ['lahman', 0],
      ['hand:bbref-world-series', 1],
    ]);
    expect(c[0].note).toMatch(/called for darkness/);
  });

  it('the winner: SeriesPost 1903-2024, the hand list 2025 (the Dodgers)', () => {
    expect(claims('mlb.world_series.winner', 'mlb:world-series:2024').map((x) => x.value)).toEqual([
      'mlb:LAD',
    ]);
    expect(claims('mlb.world_series.winner', 'mlb:world-series:2025')).toEqual([
      expect.objectContaining({ source: 'hand:bbref-world-series', value: 'mlb:LAD' }),
    ]);
  });
});
