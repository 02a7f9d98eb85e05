// One small interface over the two databases the app runs on: PGlite in-process (default, files under
// <repo>/.data/pglite or $TROPHY_DATA_DIR) and PostgreSQL through a pg Pool when DATABASE_URL is set.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as meta from './meta';
import * as tables from './schema';

export const schema = {
  ...tables.tablesByName,
  datasetMeta: meta.datasetMeta,
  datasetCoverage: meta.datasetCoverage,
};
export type Schema = typeof schema;
export type DrizzleDb = PgDatabase<PgQueryResultHKT, Schema>;

/** Something that runs SQL: the database itself or a transaction. */
export interface Queryable {
  /** One statement with $1.. parameters; returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /**
   * PGlite only: COPY <table> (<columns>) FROM a CSV buffer with a header row, FREEZE: the table must have been emptied
   * (TRUNCATE) in this transaction. Its rows are written frozen and its pages all-visible, so the loader's VACUUM
   * finds nothing left to do on them and a first read writes no hint bits back.
   */
  copyCsv?(table: string, columns: string[], csv: Uint8Array): Promise<void>;
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  drizzle: DrizzleDb;
  /** Runs fn in one transaction (BEGIN/COMMIT; ROLLBACK on error). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Serialises concurrent starters (migrations, loading) across processes on PostgreSQL; a no-op on PGlite. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; default $DATABASE_URL (unless dataDir is given). When set, PostgreSQL is used. */
  url?: string;
  /** PostgreSQL only: a schema to use (search_path); it is created when missing. */
  pgSchema?: string;
  /** PostgreSQL only: the server cancels any statement running longer (statement_timeout); default none. */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL only: a statement waiting longer than this for a lock gives up (lock_timeout, SQLSTATE 55P03), so a
   * lock on one table holds a pooled connection no longer than this; default none.
   */
  lockTimeoutMs?: number;
  /** PGlite only: data directory, or 'memory' for an in-memory database. Default $TROPHY_DATA_DIR or <repo>/.data/pglite. */
  dataDir?: string;
  /** PGlite only: start the in-memory database from this data-directory tarball (written by PGlite's dumpDataDir). */
  snapshot?: string;
}

const here = new URL('.', import.meta.url).pathname;
export const repoRoot = resolve(here, '../../..');
export const defaultPgliteDir = () => process.env.TROPHY_DATA_DIR || resolve(repoRoot, '.data/pglite');

const DATE = 1082;
const INT8 = 20;
const NUMERIC = 1700;

export async function createDb(opts: CreateDbOptions = {}): Promise<Db> {
  // An explicit PGlite dataDir wins over $DATABASE_URL.
  const url = opts.url ?? (opts.dataDir ? undefined : process.env.DATABASE_URL);
  return url ? createPostgres(url, opts) : createPglite(opts.dataDir ?? defaultPgliteDir(), opts.snapshot);
}

async function createPglite(dataDir: string, snapshot?: string): Promise<Db> {
  const memory = dataDir === 'memory' || dataDir.startsWith('memory://');
  if (snapshot && !memory) throw new Error('a snapshot starts an in-memory database only');
  if (!memory) mkdirSync(dataDir, { recursive: true });
  const parsers = {
    [DATE]: (v: string) => v,
    [INT8]: (v: string) => Number(v),
    [NUMERIC]: (v: string) => Number(v),
  };
  const client = await PGlite.create(memory ? undefined : dataDir, {
    parsers,
    relaxedDurability: true,
    // No replica ever reads this database's WAL: at the minimal level, a table the loader empties and fills in one
    // transaction (and an index it builds) is written once, to its own files, not a second time to the WAL (the
    // first load wrote about 1 GB of WAL otherwise).
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'],
    // The people search's trigram index (migration 0006) needs it; PostgreSQL ships it as a trusted extension.
    extensions: { pg_trgm },
    ...(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}),
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    async copyCsv(table, columns, csv) {
      const cols = columns.map((c) => `"${c}"`).join(', ');
      await q.query(
        `COPY "${table}" (${cols}) FROM '/dev/blob' WITH (FORMAT csv, HEADER true, FREEZE true)`,
        [],
        {
          blob: new Blob([csv as Uint8Array<ArrayBuffer>]),
        },
      );
    },
  });
  return {
    kind: 'pglite',
    ...wrap(client),
    drizzle: drizzlePglite({ client, schema }) as unknown as DrizzleDb,
    transaction: (fn) => client.transaction((tx) => fn(wrap(tx))),
    withLock: (fn) => fn(),
    async close() {
      if (!client.closed) await client.close();
    },
    pglite: client,
  };
}

async function createPostgres(
  url: string,
  { pgSchema, statementTimeoutMs, lockTimeoutMs }: CreateDbOptions,
): Promise<Db> {
  if (pgSchema && !/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`invalid schema name ${pgSchema}`);
  if (pgSchema) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
    } catch (e) {
      // Two processes creating it at once (test files in parallel on a new database): one wins, the other's
      // IF NOT EXISTS still meets the unique index (23505). The schema exists either way.
      if ((e as { code?: string }).code !== '23505') throw e;
    } finally {
      await c.end();
    }
  }
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === DATE) return (v: string) => v;
      if (oid === INT8 || oid === NUMERIC) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: types as pg.CustomTypesConfig,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    ...(lockTimeoutMs ? { lock_timeout: lockTimeoutMs } : {}),
    // A query that cannot get a connection within its own deadline leaves the pool's queue: its caller has answered
    // 503 already, and running it later would only lengthen the queue behind it.
    ...(statementTimeoutMs ? { connectionTimeoutMillis: statementTimeoutMs } : {}),
  });
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    drizzle: drizzlePg({ client: pool, schema }) as unknown as DrizzleDb,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async withLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727370001)');
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock(727370001)');
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    pool,
  };
}
