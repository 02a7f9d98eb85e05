import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { nbaSteps } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nbaSteps]);
}, 120000);

const line = (player: string) =>
  ctx.rows('player_seasons').filter((r) => r.player === player && r.season === 'nba:2025');

describe('nba: player totals 2025-26 (partial, through 2026-01-14)', () => {
  it("has the snapshot's figures under their own source: Gilgeous-Alexander 39 G, 1,245 points", () => {
    // The figures data/SOURCES.md checks for this file (per-team sums agree with the game file to 2026-01-14).
    const [sga] = line('nba:gilgesh01');
    expect(sga).toMatchObject({
      team: 'nba:OKC',
      games_played: 39,
      source: 'nba-player-totals-bbref-2026-partial',
    });
    expect((sga.stats as Record<string, number>).pts).toBe(1245);
    const [jokic] = line('nba:jokicni01');
    expect(jokic.games_played).toBe(32);
    expect(jokic.stats).toMatchObject({ pts: 948, trb: 389, ast: 351 });
  });

  it('says where the figures stop: the source notes and a report', () => {
    const src = ctx.get('sources', 'nba-player-totals-bbref-2026-partial')!;
    expect(src.notes).toMatch(/through the games of 2026-01-14/);
    expect(ctx.issues().some((i) => /snapshot through 2026-01-14/.test(i.problem))).toBe(true);
  });
});
