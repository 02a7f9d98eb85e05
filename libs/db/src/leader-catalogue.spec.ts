// The catalogue's leader rows against migration 0015's INSERT, which the leader lists read until the catalogue:
// every stat is there with the same rule (keys, scale, qualifier, digits, order), so the lists give the same figures.
// Two abbreviations changed on purpose, to the season tables' (AVG, Def Int).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { leaderCatalogueHash, leaderStatRows, writeLeaderStats } from './leader-catalogue';
import { type LeaderStat, leaderStatsSql } from './leaders';
import { defaultMigrationsDir, migrate } from './migrate';
import { testBackends } from './testing';

/** 0015's INSERT rows, read from the SQL as the catalogue's rows are shaped. */
function migrationRows() {
  const sql = readFileSync(resolve(defaultMigrationsDir(), '0015_leaders.sql'), 'utf8');
  const values = sql.slice(
    sql.indexOf('INSERT INTO leader_stats'),
    sql.indexOf('CREATE TABLE IF NOT EXISTS "leader_lines"'),
  );
  const lines = values.split('\n').filter((l) => l.trim().startsWith("('"));
  const cells = (l: string) =>
    [
      ...l
        .trim()
        .replace(/^\(|\),?;?$/g, '')
        .matchAll(/'((?:[^']|'')*)'|([^,\s][^,]*)/g),
    ].map((m) => (m[1] !== undefined ? m[1] : m[2].trim()));
  const arr = (v: string) =>
    v === 'NULL'
      ? null
      : v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean);
  const nul = (v: string) => (v === 'NULL' ? null : v);
  return lines.map((l) => {
    const [
      league,
      ord,
      slug,
      label,
      abbr,
      grp,
      num,
      numLess,
      scale,
      den,
      qual,
      qualScale,
      unit,
      spg,
      smin,
      cmin,
      digits,
      asc,
      except,
    ] = cells(l);
    return {
      league,
      ord: Number(ord),
      slug,
      label,
      abbr,
      grp,
      num: arr(num),
      num_less: arr(numLess),
      scale,
      den: arr(den),
      qual: arr(qual),
      qual_scale: qualScale,
      qual_unit: nul(unit),
      season_per_game: nul(spg),
      season_min: nul(smin),
      career_min: nul(cmin),
      digits: Number(digits),
      ascending: asc === 'true',
      except_pos: nul(except),
    };
  });
}

it("holds every stat of 0015's leader_stats with the same rule and order", () => {
  const before = migrationRows();
  expect(before).toHaveLength(33);
  const renamed: Record<string, string> = { 'mlb batting-average': 'AVG', 'nfl interceptions': 'Def Int' };
  const expected = before.map((r) => ({ ...r, abbr: renamed[`${r.league} ${r.slug}`] ?? r.abbr }));
  expect(leaderStatRows()).toEqual(expected);
});

it('hashes the rows it writes (part of the dataset fingerprint)', () => {
  expect(leaderCatalogueHash()).toMatch(/^[0-9a-f]{16}$/);
});

for (const [kind, open, cleanup] of testBackends('leader_catalogue')) {
  it(`${kind}: writes the rows over 0015's, ids from 1, numerics as the derivation reads them`, async () => {
    const db = await open();
    try {
      await migrate(db);
      await db.transaction((tx) => writeLeaderStats(tx));
      await db.transaction((tx) => writeLeaderStats(tx));
      const rows = await db.query<LeaderStat>(leaderStatsSql);
      expect(rows.map((r) => r.id)).toEqual(leaderStatRows().map((_, i) => i + 1));
      expect(rows.find((r) => r.num[0] === 'p.er')).toMatchObject({
        league: 'mlb',
        scale: '27',
        den: ['p.ipo'],
        qual_scale: '0.333333333333',
        season_per_game: '1',
        career_min: '1000',
        ascending: true,
      });
      const [ba] = await db.query<{ abbr: string; digits: number }>(
        "SELECT abbr, digits FROM leader_stats WHERE league = 'mlb' AND slug = 'batting-average'",
      );
      expect(ba).toEqual({ abbr: 'AVG', digits: 3 });
    } finally {
      await cleanup(db);
      await db.close();
    }
  });
}
