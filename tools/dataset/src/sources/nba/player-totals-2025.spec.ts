import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { nbaSteps } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nbaSteps]);
}, 120000);

const lines = (player: string, start: number) =>
  ctx.rows('player_seasons').filter((r) => r.player === player && r.season === `nba:${start}`);

describe('nba: player totals 2021-22..2024-25', () => {
  it('has the 2024-25 MVP season: Gilgeous-Alexander, 2,484 points in 76 games for Oklahoma City', () => {
    expect(lines('nba:gilgesh01', 2024)).toEqual([
      expect.objectContaining({
        games_played: 76,
        games_started: 76,
        stats: expect.objectContaining({ pts: 2484 }),
        source: 'nba-player-totals-bbref',
      }),
    ]);
    expect(
      ctx.get(
        'roster_entries',
        `nba:re:gilgesh01:2024:${String(lines('nba:gilgesh01', 2024)[0].team).slice(4)}`,
      ),
    ).toMatchObject({ games: 76, source: 'nba-player-totals-bbref' });
  });

  it("a 2025-26 roster entry's games name the January snapshot they come from (its note says how far it reaches)", () => {
    const line = ctx.rows('player_seasons').find((r) => r.season === 'nba:2025')!;
    expect(line.source).toBe('nba-player-totals-bbref-2026-partial');
    const entry = ctx.get(
      'roster_entries',
      `nba:re:${String(line.player).slice(4)}:2025:${String(line.team).slice(4)}`,
    );
    expect(entry).toMatchObject({ games: line.games_played, source: 'nba-player-totals-bbref-2026-partial' });
  });

  it("keeps a traded player's per-team rows, not the combined one: Siakam 2023-24, Toronto 865 and Indiana 872", () => {
    expect(
      lines('nba:siakapa01', 2023)
        .map((r) => (r.stats as { pts: number }).pts)
        .sort(),
    ).toEqual([865, 872]);
  });

  it('does not repeat the seasons the 2021 snapshot has (Harden 2019-20 once) and finds players with a suffix', () => {
    expect(lines('nba:hardeja01', 2019)).toHaveLength(1);
    expect(ctx.issues().filter((i) => i.source === 'nba-player-totals-bbref')).toEqual([]);
  });
});
