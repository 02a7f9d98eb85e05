import { seasonLabel, seasonSpansTwoYears } from '@trophy-room/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../testing/test-app';
import { seasonLabelSql } from './season-label-sql';

describe('the season label in SQL', () => {
  let db: Awaited<ReturnType<typeof testDb>>;
  beforeAll(async () => {
    db = await testDb();
  });

  it('gives what @trophy-room/domain gives, for every sport, across a century', async () => {
    const cases = ['football', 'baseball', 'basketball', 'hockey'].flatMap((sport) =>
      [1899, 1917, 1999, 2000, 2008, 2024].map((year) => ({
        sport,
        year,
        spans: seasonSpansTwoYears(sport),
      })),
    );
    const rows = await db.query<{ label: string }>(
      `SELECT ${seasonLabelSql('c.year', 'c.spans')} AS label
         FROM json_to_recordset($1::json) AS c(i int, year int, spans boolean) ORDER BY c.i`,
      [JSON.stringify(cases.map((c, i) => ({ i, ...c })))],
    );
    expect(rows.map((r) => r.label)).toEqual(cases.map((c) => seasonLabel(c.year, c.sport)));
    expect(rows.map((r) => r.label)).toContain('1999-00');
  });
});
