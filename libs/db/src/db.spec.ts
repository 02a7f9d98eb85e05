// Tests of the db layer on its own: schema.ts vs the contract in tables.ts, migrations, and the loader on tiny
// hand-written dataset files. Loading datasets written by the real pipeline is tested in tools/dataset/src/load.spec.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, schemaPath } from '../scripts/generate-schema';
import type { Db } from './client';
import { parsePgCsv } from './csv';
import { csvChunks, datasetFingerprint, ensureLoaded, loadDataset } from './load';
import { migrate, readMigrations } from './migrate';
import { loadOrder, sources, tablesByName } from './schema';
import { tables as model } from './tables';
import { testBackends } from './testing';

const tmp = mkdtempSync(join(tmpdir(), 'trophy-db-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The CSV header the writer gives a table: id, then the model columns with refs renamed to `<col>_id`. */
const header = (t: (typeof loadOrder)[number]) =>
  getTableConfig(tablesByName[t])
    .columns.map((c) => c.name)
    .join(',');

/**
 * A two-table dataset written by hand (PostgreSQL CSV, gzipped): sources and venues have rows, every other table
 * is header-only. `variant` 'b' changes one venue and adds a third, to test reloads.
 */
function writeHandFixture(dir: string, variant: 'a' | 'b' = 'a') {
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    // url NULL (empty unquoted), attribution '' (empty quoted), a quoted name with "" and a comma, a quoted line break
    sources:
      'id,name,url,licence,attribution,notes\n' +
      '1,Test fixture,,none,"",\n' +
      '2,"The ""Arena"" Guide, 2nd ed.",https://example.org/arenas,CC-BY,Example,"line one\nline two"\n',
    venues:
      'id,slug,name,city,state,country,capacity,opened_year,closed_year,source_id\n' +
      '1,capital-one-arena,Capital One Arena,Washington,DC,USA,20356,1997,,1\n' +
      (variant === 'a'
        ? '2,t-mobile-arena,T-Mobile Arena,Paradise,NV,USA,17500,2016,,2\n'
        : '2,t-mobile-arena,T-Mobile Arena,Paradise,NV,USA,17367,2016,,2\n3,old-arena,Old Arena,Somewhere,,USA,,1950,1999,1\n'),
  };
  for (const t of loadOrder) writeFileSync(join(dir, `${t}.csv.gz`), gzipSync(files[t] ?? `${header(t)}\n`));
  const coverage = {
    leagues: {
      _shared: {
        venues: { rows: variant === 'a' ? 2 : 3, minYear: variant === 'a' ? 1997 : 1950, maxYear: 2016 },
      },
    },
  };
  writeFileSync(join(dir, 'coverage.json'), JSON.stringify(coverage));
  // The loader only hashes manifest.json (the fingerprint); its content is the writer's business.
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ fixture: variant }));
}

const handDir = join(tmp, 'hand-a');
const hand2Dir = join(tmp, 'hand-b');
beforeAll(() => {
  writeHandFixture(handDir);
  writeHandFixture(hand2Dir, 'b');
});

it('schema.ts is generated from the dataset contract in tables.ts and matches it', () => {
  expect(readFileSync(schemaPath, 'utf8')).toBe(generate());
  for (const [t, cols] of Object.entries(model)) {
    const cfg = getTableConfig(tablesByName[t as keyof typeof tablesByName]);
    const expected = ['id', ...Object.entries(cols).map(([c, k]) => (k.startsWith('ref:') ? `${c}_id` : c))];
    expect(cfg.columns.map((c) => c.name)).toEqual(expected);
  }
  expect(new Set(loadOrder)).toEqual(new Set(Object.keys(model)));
});

it('parsePgCsv: NULL vs empty string, quotes, commas and line breaks', () => {
  expect(parsePgCsv('a,b,c\n1,,""\n"x ""y"", z","l1\nl2",\r\n')).toEqual([
    ['a', 'b', 'c'],
    ['1', null, ''],
    ['x "y", z', 'l1\nl2', null],
  ]);
  expect(parsePgCsv('id\n')).toEqual([['id']]);
  expect(() => parsePgCsv('"open')).toThrow(/unterminated/);
});

it('csvChunks: pieces cut at record ends (never inside quotes), each with the header, records counted', () => {
  const csv = Buffer.from('id,note\n1,"a\nb"\n2,plain\n3,"x,""y"""\n4,last');
  const chunks = csvChunks(csv, 4);
  expect(chunks.map((c) => c.records)).toEqual([1, 1, 1, 1]);
  for (const c of chunks) expect(c.csv.toString().startsWith('id,note\n')).toBe(true);
  const rows = chunks.flatMap((c) => parsePgCsv(c.csv.toString()).slice(1));
  expect(rows).toEqual(parsePgCsv(csv.toString()).slice(1));
  expect(csvChunks(csv).map((c) => c.records)).toEqual([4]);
  expect(csvChunks(Buffer.from('id\n'))).toEqual([]);
});

const backends = testBackends('trophy_test');

describe.each(backends)('%s', (kind, open, cleanup) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await cleanup(db);
    await db.close();
  });

  it('applies migrations once and creates every table with the model columns', async () => {
    expect(db.kind).toBe(kind);
    expect(await migrate(db)).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(db)).toEqual([]);
    for (const t of loadOrder) {
      const cols = await db.query<{ column_name: string; data_type: string }>(
        `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [t],
      );
      const cfg = getTableConfig(tablesByName[t]);
      expect(cols.map((c) => c.column_name)).toEqual(cfg.columns.map((c) => c.name));
    }
    const types = await db.query<{ data_type: string }>(
      `SELECT data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'team_seasons' AND column_name = ANY($1::text[]) ORDER BY column_name`,
      [['stats', 'win_percentage', 'is_champion', 'team_id']],
    );
    expect(types.map((t) => t.data_type)).toEqual(['boolean', 'jsonb', 'integer', 'double precision']);
  });

  it('ensureLoaded tells its progress: rows up to the total, then indexes and statistics', async () => {
    const seen: { phase: string; rows: number; totalRows: number }[] = [];
    await ensureLoaded(db, { dataDir: handDir, force: true, onProgress: (p) => seen.push(p) });
    const rows = seen.filter((p) => p.phase === 'rows');
    expect(rows.at(-1)).toMatchObject({ rows: rows.at(-1)!.totalRows });
    expect(rows.every((p, i) => i === 0 || p.rows >= rows[i - 1].rows)).toBe(true);
    expect(seen.slice(-2).map((p) => p.phase)).toEqual(['indexes', 'analyze']);
  });

  it('loadDataset loads hand-written files: NULLs, quoting, refs, coverage, sequences', async () => {
    await migrate(db);
    const counts = await loadDataset(db, handDir);
    expect(counts).toMatchObject({ sources: 2, venues: 2, teams: 0, games: 0 });
    expect(Object.keys(counts).sort()).toEqual([...loadOrder].sort());
    expect(
      await db.query('SELECT id, name, url, licence, attribution, notes FROM sources ORDER BY id'),
    ).toEqual([
      { id: 1, name: 'Test fixture', url: null, licence: 'none', attribution: '', notes: null },
      {
        id: 2,
        name: 'The "Arena" Guide, 2nd ed.',
        url: 'https://example.org/arenas',
        licence: 'CC-BY',
        attribution: 'Example',
        notes: 'line one\nline two',
      },
    ]);
    expect(
      await db.query(
        `SELECT v.slug, v.capacity, v.closed_year, s.licence FROM venues v JOIN sources s ON s.id = v.source_id ORDER BY v.id`,
      ),
    ).toEqual([
      { slug: 'capital-one-arena', capacity: 20356, closed_year: null, licence: 'none' },
      { slug: 't-mobile-arena', capacity: 17500, closed_year: null, licence: 'CC-BY' },
    ]);
    expect(await db.drizzle.select({ name: sources.name }).from(sources).where(eq(sources.id, 2))).toEqual([
      { name: 'The "Arena" Guide, 2nd ed.' },
    ]);
    expect(
      await db.query('SELECT league, table_name, rows, min_year, max_year FROM dataset_coverage'),
    ).toEqual([{ league: '_shared', table_name: 'venues', rows: 2, min_year: 1997, max_year: 2016 }]);
    expect(await db.query(`SELECT value FROM dataset_meta WHERE key = 'dataset_hash'`)).toEqual([
      { value: datasetFingerprint(handDir) },
    ]);
    // sequences were reset: a new row gets max(id) + 1; an empty table starts at 1
    const [ins] = await db.query<{ id: number }>(
      `INSERT INTO venues (slug, name) VALUES ('x', 'x') RETURNING id`,
    );
    expect(ins.id).toBe(3);
    const [team] = await db.query<{ id: number }>(
      `INSERT INTO teams (slug, name) VALUES ('x', 'x') RETURNING id`,
    );
    expect(team.id).toBe(1);
    await db.exec(`DELETE FROM venues WHERE slug = 'x'; DELETE FROM teams WHERE slug = 'x'`);

    // loading again replaces every table's contents
    expect(await loadDataset(db, hand2Dir)).toMatchObject({ sources: 2, venues: 3, teams: 0 });
    expect(await db.query('SELECT id, slug, capacity, state, closed_year FROM venues ORDER BY id')).toEqual([
      { id: 1, slug: 'capital-one-arena', capacity: 20356, state: 'DC', closed_year: null },
      { id: 2, slug: 't-mobile-arena', capacity: 17367, state: 'NV', closed_year: null },
      { id: 3, slug: 'old-arena', capacity: null, state: null, closed_year: 1999 },
    ]);
    expect(await db.query('SELECT rows, min_year FROM dataset_coverage')).toEqual([
      { rows: 3, min_year: 1950 },
    ]);
  });

  it('loadDataset rejects a dataset with a missing table file and keeps what was loaded', async () => {
    const broken = join(tmp, `broken-${kind}`);
    writeHandFixture(broken);
    rmSync(join(broken, 'games.csv.gz'));
    await expect(loadDataset(db, broken)).rejects.toThrow(/dataset file missing: .*games\.csv\.gz/);
    await expect(loadDataset(db, join(tmp, 'nothing-here'))).rejects.toThrow(/no manifest\.json/);
    expect(await db.query('SELECT count(*)::int AS n FROM venues')).toEqual([{ n: 3 }]);
  });

  it('ensureLoaded loads when the fingerprint differs and starts warm when it matches', async () => {
    expect((await ensureLoaded(db, { dataDir: handDir })).status).toBe('loaded');
    expect((await ensureLoaded(db, { dataDir: handDir })).status).toBe('warm');
    const res = await ensureLoaded(db, { dataDir: hand2Dir });
    expect(res).toMatchObject({ status: 'loaded', hash: datasetFingerprint(hand2Dir), rows: { venues: 3 } });
    expect((await ensureLoaded(db, { dataDir: hand2Dir, force: true })).status).toBe('loaded');
    expect((await ensureLoaded(db, { dataDir: join(tmp, 'nothing-here') })).status).toBe('no-dataset');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL schema', () => {
  it('is created by several connections at once without failing (test files in parallel on a new database)', async () => {
    const url = process.env.DATABASE_URL!;
    const pgSchema = `trophy_race_${process.pid}`;
    const { createDb } = await import('./client');
    try {
      const dbs = await Promise.all(Array.from({ length: 24 }, () => createDb({ url, pgSchema })));
      await Promise.all(dbs.map((d) => d.close()));
    } finally {
      const db = await createDb({ url });
      await db.exec(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
      await db.close();
    }
  });
});
