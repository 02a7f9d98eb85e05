// The three college leagues built on shared/college.ts: every row carries a known source, references resolve,
// and source problems are reported rather than dropped.
import { built } from '../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../context';
import { core } from '../sources/core';
import { ncaaBaseballSteps } from '../sources/ncaa-baseball';
import { ncaaFootballSteps } from '../sources/ncaa-football';
import { ncaaHockeySteps } from '../sources/ncaa-hockey';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...ncaaFootballSteps, ...ncaaBaseballSteps, ...ncaaHockeySteps]);
});

describe('integrity', () => {
  it('every college row carries a known source and refs resolve', () => {
    const refs: [string, string, string][] = [
      ['championship_results', 'winner_team', 'teams'],
      ['championship_results', 'runner_up_team', 'teams'],
      ['championship_results', 'season', 'seasons'],
      ['team_seasons', 'team', 'teams'],
      ['team_seasons', 'season', 'seasons'],
      ['team_seasons', 'conference', 'conferences'],
      ['teams', 'home_venue', 'venues'],
      ['teams', 'conference', 'conferences'],
      ['coach_stints', 'team', 'teams'],
    ];
    for (const [table, col, target] of refs) {
      for (const row of ctx.rows(table as 'teams')) {
        const v = (row as Record<string, unknown>)[col];
        if (v != null) expect(ctx.has(target as 'teams', String(v)), `${table}.${col}=${v}`).toBe(true);
      }
    }
    for (const table of [
      'teams',
      'seasons',
      'team_seasons',
      'championship_results',
      'venues',
      'coaches',
    ] as const) {
      for (const row of ctx.rows(table))
        expect(ctx.has('sources', String(row.source)), `${table} ${row.key}`).toBe(true);
    }
    const slugs = ctx.rows('teams').map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('reports the source problems it found instead of dropping them', () => {
    const problems = ctx.issues().map((i) => i.problem);
    expect(problems.some((p) => p.includes('Reclassifying'))).toBe(true);
    expect(problems.some((p) => p.includes('Alabama 2020'))).toBe(true);
    expect(ctx.issues().filter((i) => i.source === 'pipeline')).toEqual([]);
  });
});
