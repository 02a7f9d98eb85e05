// Each variant's `sourcesLack` says what the shipped dataset really holds: a site lacks players (or coaches) exactly
// when the dataset's coverage report (data/coverage.json, written by the pipeline) has no rows of them for its league.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PeopleKind, SiteId } from './types';
import { siteIds, siteVariants } from './variants';

type Coverage = { leagues: Record<string, Partial<Record<string, { rows: number }>>> };
const coverage: Coverage = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../data/coverage.json'), 'utf8'),
);

/** The dataset's league of each sport site (the hub covers them all). */
const league: Record<Exclude<SiteId, 'hub'>, string> = {
  nfl: 'nfl',
  nba: 'nba',
  mlb: 'mlb',
  nhl: 'nhl',
  cfb: 'ncaa-football',
  cbb: 'ncaa-basketball',
  cbs: 'ncaa-baseball',
  chk: 'ncaa-hockey',
};
const kinds: PeopleKind[] = ['players', 'coaches'];

describe('what each site has no records of', () => {
  it.each(siteIds)('%s lacks exactly the people its league has no rows of', (id) => {
    const rows = (kind: PeopleKind) =>
      id === 'hub'
        ? Object.values(coverage.leagues).reduce((n, l) => n + (l[kind]?.rows ?? 0), 0)
        : (coverage.leagues[league[id]][kind]?.rows ?? 0);
    expect([...siteVariants[id].sourcesLack].sort()).toEqual(kinds.filter((k) => rows(k) === 0).sort());
  });

  it('the college sites have no players, and college baseball and hockey no coaches either', () => {
    expect(siteIds.filter((id) => siteVariants[id].sourcesLack.includes('players'))).toEqual([
      'cfb',
      'cbb',
      'cbs',
      'chk',
    ]);
    expect(siteIds.filter((id) => siteVariants[id].sourcesLack.includes('coaches'))).toEqual(['cbs', 'chk']);
  });
});
