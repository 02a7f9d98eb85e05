import { tiesCount, winPercentage } from '@trophy-room/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../testing/test-app';
import { tiesCountSql, winPercentageSql } from './win-percentage-sql';

const scopes = ['baseball', 'football', 'hockey', 'basketball'].flatMap((sport) =>
  ['professional', 'ncaa-division-i'].flatMap((level) =>
    [1950, 1971, 1972, 2005].map((year) => ({ sport, level, year })),
  ),
);
const records = [
  { wins: 11, losses: 1, ties: 2, ot_losses: null },
  { wins: 37, losses: 35, ties: 8, ot_losses: null },
  { wins: 65, losses: 12, ties: 0, ot_losses: 5 },
  { wins: 43, losses: 37, ties: 1, ot_losses: 0 },
  { wins: 5, losses: 11, ties: null, ot_losses: null },
  { wins: 0, losses: 0, ties: 3, ot_losses: null },
  { wins: 0, losses: 0, ties: 0, ot_losses: 0 },
  { wins: 100, losses: 99, ties: 1, ot_losses: null },
];

describe('the win percentage rule in SQL', () => {
  let db: Awaited<ReturnType<typeof testDb>>;
  // The database starts in the hook (its own, longer deadline), not in the test.
  beforeAll(async () => {
    db = await testDb();
  });

  it('gives what @trophy-room/domain gives, for every sport, level, era and record', async () => {
    const cases = scopes.flatMap((scope) => records.map((record) => ({ scope, record })));
    const rows = await db.query<{ i: number; counts: boolean; pct: number | null }>(
      `SELECT c.i, ${tiesCountSql({ sport: 'c.sport', level: 'c.level', year: 'c.year' })} AS counts,
              ${winPercentageSql({ wins: 'c.wins', losses: 'c.losses', ties: 'c.ties', otLosses: 'c.otl' }, tiesCountSql({ sport: 'c.sport', level: 'c.level', year: 'c.year' }))} AS pct
         FROM json_to_recordset($1::json) AS c(i int, sport text, level text, year int, wins int, losses int, ties int, otl int)
        ORDER BY c.i`,
      [
        JSON.stringify(
          cases.map(({ scope, record }, i) => ({ i, ...scope, ...record, otl: record.ot_losses })),
        ),
      ],
    );
    expect(rows).toHaveLength(cases.length);
    for (const { i, counts, pct } of rows) {
      const { scope, record } = cases[i];
      expect(counts, JSON.stringify(cases[i])).toBe(tiesCount(scope));
      expect(pct === null ? null : Number(pct), JSON.stringify(cases[i])).toBe(winPercentage(record, scope));
    }
  });
});
