import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
beforeAll(() => {
  ({ ctx } = nflForSpec());
});

describe('integrity', () => {
  it('every NFL row names an existing source and the issues explain the fixes', () => {
    const sources = new Set(ctx.rows('sources').map((s) => s.key));
    for (const t of [
      'venues',
      'teams',
      'team_identities',
      'seasons',
      'games',
      'team_seasons',
      'people',
      'players',
      'coaches',
      'coach_stints',
      'awards',
      'championship_results',
      'conferences',
      'divisions',
    ] as const) {
      for (const r of ctx.rows(t)) expect(sources.has(r.source as string), `${t} ${r.key}`).toBe(true);
    }
    const problems = ctx.issues().map((i) => i.problem);
    expect(problems.some((p) => p.includes('duplicate key'))).toBe(false);
    const refs = ctx
      .rows('games')
      .every(
        (g) =>
          ctx.has('teams', g.home_team as string) &&
          ctx.has('teams', g.away_team as string) &&
          ctx.has('seasons', g.season as string),
      );
    expect(refs).toBe(true);
  });
});
