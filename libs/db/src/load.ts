// Bulk-loads the dataset files (data/<table>.csv.gz, written by tools/dataset) into the database, and
// ensureLoaded(): migrate, then load only when the schema is empty or the dataset differs from what was loaded.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Db, Queryable } from './client';
import { repoRoot } from './client';
import { applyMigrations, defaultMigrationsDir, schemaVersion } from './migrate';
import { parsePgCsv } from './csv';
import {
  deriveLeaders,
  leaderInputs,
  type LeaderInputs,
  type LeaderStat,
  leaderStatsSql,
  derivedTables,
} from './leaders';
import { leaderCatalogueHash, writeLeaderStats } from './leader-catalogue';
import { leaguePlayerLinesSql } from './league-lines';
import { playerExtraSeasonsSql } from './career-spans';
import { loadOrder } from './schema';

/** The tables the loader fills by SQL over the tables it has just written (after their indexes), and how. */
const summaries = [
  { table: 'league_player_lines', sql: leaguePlayerLinesSql },
  { table: 'player_extra_seasons', sql: playerExtraSeasonsSql },
] as const;

export const defaultDatasetDir = () => process.env.TROPHY_DATASET_DIR || resolve(repoRoot, 'data');

/** How far a load has gone: rows copied of the dataset's total, then the index and statistics phases. */
export interface LoadProgress {
  phase: 'rows' | 'indexes' | 'analyze';
  rows: number;
  totalRows: number;
}
export type OnLoadProgress = (p: LoadProgress) => void;
/** How long one step of a load took (a table's COPY, an index build, ...): for the load benchmark's breakdown. */
export type OnLoadStep = (step: string, ms: number) => void;

export interface LoadResult {
  status: 'loaded' | 'warm' | 'no-dataset';
  /** Fingerprint of the loaded dataset (manifest hash + schema version). */
  hash?: string;
  rows?: Record<string, number>;
  ms: number;
}

/**
 * The fingerprint recorded in dataset_meta: sha256 of manifest.json, the last migration name and the hash of the stat
 * catalogue's leader rows (a changed catalogue reloads: leader_stats and the tables derived by its rules).
 */
export function datasetFingerprint(dataDir: string, migrationsDir = defaultMigrationsDir()): string | null {
  const path = resolve(dataDir, 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = createHash('sha256').update(readFileSync(path)).digest('hex');
  return `${manifest}:${schemaVersion(migrationsDir)}:${leaderCatalogueHash()}`;
}

/**
 * Migrates, then loads data/ unless the same dataset (and schema) is already loaded. Safe to call on every start:
 * a warm start costs one small query.
 */
export async function ensureLoaded(
  db: Db,
  opts: {
    dataDir?: string;
    migrationsDir?: string;
    force?: boolean;
    onProgress?: OnLoadProgress;
    onStep?: OnLoadStep;
  } = {},
): Promise<LoadResult> {
  const t0 = performance.now();
  const dataDir = opts.dataDir ?? defaultDatasetDir();
  const migrationsDir = opts.migrationsDir ?? defaultMigrationsDir();
  return db.withLock(async () => {
    await applyMigrations(db, migrationsDir);
    opts.onStep?.('migrations', performance.now() - t0);
    const hash = datasetFingerprint(dataDir, migrationsDir);
    if (!hash) return { status: 'no-dataset', ms: performance.now() - t0 };
    const cur = await db.query<{ value: string }>(
      "SELECT value FROM dataset_meta WHERE key = 'dataset_hash'",
    );
    if (!opts.force && cur[0]?.value === hash) return { status: 'warm', hash, ms: performance.now() - t0 };
    const rows = await loadInto(db, dataDir, hash, opts.onProgress, opts.onStep);
    return { status: 'loaded', hash, rows, ms: performance.now() - t0 };
  });
}

/** Replaces every table's contents with the dataset in dataDir (the schema must exist: run migrate() first). */
export async function loadDataset(db: Db, dataDir = defaultDatasetDir()): Promise<Record<string, number>> {
  const hash = datasetFingerprint(dataDir);
  if (!hash) throw new Error(`no manifest.json in ${dataDir}`);
  return db.withLock(() => loadInto(db, dataDir, hash));
}

const quote = (id: string) => `"${id.replace(/"/g, '""')}"`;

/** The rows the manifest lists for each table (0 when it lists none: progress then counts what was copied). */
function manifestRows(dataDir: string): Record<string, number> {
  const manifest = JSON.parse(readFileSync(resolve(dataDir, 'manifest.json'), 'utf8')) as {
    tables?: Record<string, { rows?: number }>;
  };
  return Object.fromEntries(Object.entries(manifest.tables ?? {}).map(([t, e]) => [t, e.rows ?? 0]));
}

async function loadInto(
  db: Db,
  dataDir: string,
  hash: string,
  onProgress: OnLoadProgress = () => undefined,
  onStep: OnLoadStep = () => undefined,
): Promise<Record<string, number>> {
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    onStep(name, now - mark);
    mark = now;
  };
  const files = loadOrder.map((t) => {
    const path = resolve(dataDir, `${t}.csv.gz`);
    if (!existsSync(path)) throw new Error(`dataset file missing: ${path}`);
    return { table: t, path };
  });
  const expected = manifestRows(dataDir);
  const totalRows = loadOrder.reduce((n, t) => n + (expected[t] ?? 0), 0);
  let copied = 0;
  const progress = (phase: LoadProgress['phase']) =>
    onProgress({ phase, rows: copied, totalRows: Math.max(totalRows, copied) });
  const counts: Record<string, number> = {};
  // The dataset's tables and those derived from them (the leader tables, player_totals, the summaries): emptied,
  // written and indexed together.
  const written = [...loadOrder, ...derivedTables, ...summaries.map((x) => x.table)];
  // The CSV the leader tables are derived from, kept as the loader reads it.
  const inputs: Partial<LeaderInputs> = {};
  await db.transaction(async (tx) => {
    // Skip FK triggers during the bulk load when allowed (superuser); the writer has validated every reference.
    await tx.exec('SAVEPOINT role');
    try {
      await tx.exec('SET LOCAL session_replication_role = replica');
      await tx.exec('RELEASE SAVEPOINT role');
    } catch {
      await tx.exec('ROLLBACK TO SAVEPOINT role');
    }
    await tx.exec("SET LOCAL maintenance_work_mem = '256MB'");
    await tx.exec(`TRUNCATE ${written.map(quote).join(', ')} RESTART IDENTITY CASCADE`);
    // Secondary indexes are dropped and rebuilt after the load (much faster than maintaining them row by row).
    const indexes = await tx.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
        WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname
                            AND c.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()))
        ORDER BY i.indexname`,
      [written],
    );
    for (const ix of indexes) await tx.exec(`DROP INDEX ${quote(ix.indexname)}`);
    step('truncate and drop the indexes');
    for (const { table, path } of files) {
      const csv = gunzipSync(readFileSync(path));
      if ((leaderInputs as readonly string[]).includes(table)) inputs[table as keyof LeaderInputs] = csv;
      const nl = csv.indexOf(10);
      const columns = csv
        .subarray(0, nl < 0 ? csv.length : nl)
        .toString('utf8')
        .trim()
        .split(',');
      const before = copied;
      counts[table] = await (tx.copyCsv
        ? copyLoad(tx, table, columns, csv, (records) => {
            copied += records;
            progress('rows');
          })
        : insertLoad(tx, table, columns, csv));
      copied = before + counts[table];
      progress('rows');
      step(`copy ${table}`);
    }
    progress('indexes');
    // The leader tables are derived here, from the CSV just read, rather than by SQL over the tables just written: in
    // PGlite's one thread that was most of the load (reading each stat from 290,000 lines' JSON), here it is seconds.
    // Their rules are the stat catalogue's (@trophy-room/domain), written into leader_stats first.
    await writeLeaderStats(tx);
    const stats = await tx.query<LeaderStat>(leaderStatsSql);
    const derived = deriveLeaders(stats, inputs as LeaderInputs);
    step('derive the leader tables');
    for (const table of derivedTables) {
      const csv = derived[table];
      const columns = csv.subarray(0, csv.indexOf(10)).toString('latin1').split(',');
      if (tx.copyCsv) await copyChunks(tx, table, columns, csv, () => undefined);
      else await insertLoad(tx, table, columns, csv);
      step(`copy ${table}`);
    }
    await tx.exec(`UPDATE leader_stats st SET has_postseason = EXISTS (
      SELECT 1 FROM leader_coverage c WHERE c.stat_id = st.id AND c.is_postseason)`);
    for (const ix of indexes) {
      await tx.exec(ix.indexdef);
      step(`index ${ix.indexname}`);
    }
    for (const { table, sql } of summaries) {
      await tx.exec(sql);
      step(table);
    }
    for (const t of loadOrder) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST((SELECT max(id) FROM ${quote(t)}), 1),
                (SELECT max(id) FROM ${quote(t)}) IS NOT NULL)`,
        [quote(t)],
      );
    }
    step('sequences');
    await tx.exec('DELETE FROM dataset_coverage');
    const coveragePath = resolve(dataDir, 'coverage.json');
    if (existsSync(coveragePath)) {
      type Runs = [number, number][];
      const cov = JSON.parse(readFileSync(coveragePath, 'utf8')) as {
        leagues?: Record<
          string,
          Record<string, { rows: number; minYear?: number; maxYear?: number; held?: Runs; missing?: Runs }>
        >;
      };
      const json = (runs: Runs | undefined) => (runs ? JSON.stringify(runs) : null);
      const rows = Object.entries(cov.leagues ?? {}).flatMap(([lg, ts]) =>
        Object.entries(ts).map(
          ([t, e]) =>
            [lg, t, e.rows, e.minYear ?? null, e.maxYear ?? null, json(e.held), json(e.missing)] as const,
        ),
      );
      if (rows.length) {
        await tx.query(
          `INSERT INTO dataset_coverage (league, table_name, rows, min_year, max_year, held, missing)
           SELECT a, b, c, d, e, f::jsonb, g::jsonb
             FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[])
               AS u(a, b, c, d, e, f, g)`,
          [0, 1, 2, 3, 4, 5, 6].map((j) => rows.map((r) => r[j])),
        );
      }
    }
    step('coverage');
    await tx.query(
      `INSERT INTO dataset_meta (key, value) VALUES ('dataset_hash', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [hash],
    );
    step('dataset_hash (its trigger rebuilds the search entries)');
  });
  step('commit');
  progress('analyze');
  // VACUUM sets hint bits and the visibility map now (index-only scans, no write-back on first reads).
  try {
    await db.exec(`VACUUM ANALYZE ${[...written, 'dataset_coverage'].map(quote).join(', ')}`);
  } catch {
    await db.exec('ANALYZE');
  }
  step('vacuum analyze');
  return counts;
}

/** Rows per COPY: big enough that the statements cost nothing extra, small enough for progress to move. */
const copyChunkBytes = 4 * 1024 * 1024;

/**
 * The CSV's records cut into pieces of about `bytes` at record boundaries (a line break outside quotes), each with
 * the header line, and the number of records in each.
 */
export function csvChunks(csv: Buffer, bytes = copyChunkBytes): { csv: Buffer; records: number }[] {
  const nl = csv.indexOf(10);
  if (nl < 0) return [{ csv, records: 0 }];
  const header = csv.subarray(0, nl + 1);
  const out: { csv: Buffer; records: number }[] = [];
  let start = nl + 1;
  let records = 0;
  let inQuotes = false;
  for (let i = start; i < csv.length; i++) {
    const c = csv[i];
    if (c === 34) inQuotes = !inQuotes;
    else if (c === 10 && !inQuotes) {
      records++;
      if (i + 1 - start >= bytes) {
        out.push({ csv: Buffer.concat([header, csv.subarray(start, i + 1)]), records });
        start = i + 1;
        records = 0;
      }
    }
  }
  if (start < csv.length) {
    if (csv[csv.length - 1] !== 10) records++;
    out.push({ csv: Buffer.concat([header, csv.subarray(start)]), records });
  }
  return out;
}

async function copyLoad(
  tx: Queryable,
  table: string,
  columns: string[],
  csv: Buffer,
  onChunk: (records: number) => void,
): Promise<number> {
  await copyChunks(tx, table, columns, csv, onChunk);
  const r = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`);
  return r[0].n;
}

async function copyChunks(
  tx: Queryable,
  table: string,
  columns: string[],
  csv: Buffer,
  onChunk: (records: number) => void,
): Promise<void> {
  for (const chunk of csvChunks(csv)) {
    await tx.copyCsv!(table, columns, chunk.csv);
    onChunk(chunk.records);
  }
}

/** PostgreSQL without COPY FROM STDIN support: batched INSERT ... SELECT FROM unnest(typed arrays). */
async function insertLoad(tx: Queryable, table: string, columns: string[], csv: Buffer): Promise<number> {
  const typeRows = await tx.query<{ column_name: string; udt_name: string }>(
    `SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  const types = new Map(typeRows.map((r) => [r.column_name, r.udt_name]));
  for (const c of columns)
    if (!types.has(c)) throw new Error(`${table}.csv.gz column ${c} is not in the database table`);
  const records = parsePgCsv(csv.toString('utf8')).slice(1);
  for (const [i, r] of records.entries()) {
    if (r.length !== columns.length)
      throw new Error(`${table}.csv.gz record ${i + 1}: ${r.length} fields, expected ${columns.length}`);
  }
  const sql =
    `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) SELECT * FROM unnest(` +
    columns.map((c, i) => `$${i + 1}::${types.get(c)}[]`).join(', ') +
    ')';
  const batch = 5000;
  for (let i = 0; i < records.length; i += batch) {
    const slice = records.slice(i, i + batch);
    await tx.query(
      sql,
      columns.map((_, j) => slice.map((r) => r[j])),
    );
  }
  return records.length;
}
