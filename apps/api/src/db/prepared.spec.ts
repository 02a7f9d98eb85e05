// Named statements in the PGlite worker: prepared once on its connection and executed by name, the parameters written
// as literals; prepared again when the SQL under a name changes. The rows are those of the statement run unprepared.
import { describe, expect, it } from 'vitest';
import { testDb } from '../testing/test-app';

describe('prepared statements in the database worker', () => {
  it('answer as the statement unprepared, with parameters of every kind it takes', async () => {
    const db = await testDb();
    const sql = 'SELECT $1::int[] AS ids, $2::text AS s, $3::jsonb AS j, $4::int AS n, $5::text AS z';
    const params = [[3, 1, 2], "O'Brien \\ it's", '{"a": "b\'c", "d": [1, 2]}', 7, null];
    const plain = await db.query(sql, params);
    expect(plain).toEqual([
      { ids: [3, 1, 2], s: "O'Brien \\ it's", j: { a: "b'c", d: [1, 2] }, n: 7, z: null },
    ]);
    expect(await db.query(sql, params, { prepared: 'spec_kinds' })).toEqual(plain);
    expect(await db.query(sql, params, { prepared: 'spec_kinds' })).toEqual(plain);
  });

  it('are prepared again when the SQL under a name changes', async () => {
    const db = await testDb();
    expect(await db.query('SELECT $1::int + 1 AS n', [1], { prepared: 'spec_changed' })).toEqual([{ n: 2 }]);
    expect(await db.query('SELECT $1::int + 2 AS n', [1], { prepared: 'spec_changed' })).toEqual([{ n: 3 }]);
    expect(await db.query('SELECT $1::int + 1 AS n', [5], { prepared: 'spec_changed' })).toEqual([{ n: 6 }]);
  });

  it('refuse a parameter they cannot write as a literal, and a name that is not an identifier', async () => {
    const db = await testDb();
    await expect(db.query('SELECT $1::jsonb AS j', [{ a: 1 }], { prepared: 'spec_object' })).rejects.toThrow(
      /no literal/,
    );
    await expect(db.query('SELECT 1 AS n', [], { prepared: 'x; DROP TABLE teams' })).rejects.toThrow(
      /invalid statement name/,
    );
  });
});
