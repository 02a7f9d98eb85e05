import { beforeAll, describe, expect, it } from 'vitest';
import { createSql } from '../plugins/db';
import { testDb } from '../testing/test-app';
import { jsonRows } from './json-rows';

describe('jsonRows', () => {
  let sql: ReturnType<typeof createSql>;
  beforeAll(async () => {
    sql = createSql(await testDb(), 60_000);
  });

  it("gives the rows in the statement's order, as the field-by-field decoding gives them", async () => {
    // The table's own order is the reverse of the one asked for; a page of a larger result keeps its order too.
    const text = `SELECT (100 - g)::int AS n, ('x' || g) AS label FROM generate_series(1, 100) g ORDER BY label, n`;
    const expected = await sql.query(text, []);
    expect(await jsonRows(sql, text, [])).toEqual(expected);
    const page = await jsonRows<{ n: number }>(sql, `${text} LIMIT $1 OFFSET $2`, [5, 40]);
    expect(page).toEqual(expected.slice(40, 45));
  });

  it('reads the rows of a real list: the teams by name, with their league and its JSON', async () => {
    const text = `SELECT t.id, t.slug, t.name, json_build_object('slug', l.slug) AS league, l.id::int8 AS big
      FROM teams t JOIN leagues l ON l.id = t.league_id ORDER BY t.name DESC, t.id`;
    const rows = await jsonRows<{ name: string }>(sql, text, []);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows).toEqual(await sql.query(text, []));
  });

  it('gives no rows for an empty result', async () => {
    expect(await jsonRows(sql, 'SELECT 1 AS n WHERE FALSE', [])).toEqual([]);
  });
});
