// The database as the API sees it: one query(sql, params) that turns "cannot reach the database" into a fast 503
// (DbUnavailableError), with a timeout, so a database that comes back is used again without a restart.
import type { Db, Queryable } from '@trophy-room/db';
import { DbUnavailableError } from '../http/errors';

export interface QueryOptions {
  /**
   * Join in the order the SQL is written (join_collapse_limit = 1): for the wide lookups (a row joined to 8 small
   * tables), whose written order is already the plan, so PGlite skips a join search costing 10-30 ms per query.
   * Applied on PGlite only (in a transaction, SET LOCAL); PostgreSQL's native planner searches those in ~1 ms.
   */
  fixedJoinOrder?: boolean;
  /**
   * A longer deadline than the server's query timeout, for the few queries that scan whole tables on purpose (the
   * data-quality checks, run once at start and on request). PostgreSQL: SET LOCAL statement_timeout in a transaction.
   */
  timeoutMs?: number;
  /**
   * PGlite's worker only: the statement's name, for a statement run on every request with parameters of its own making
   * (never a client's text: they are written into EXECUTE as literals). It is prepared once and executed by name.
   */
  prepared?: string;
}

export interface Sql {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<T[]>;
}

/**
 * What buildApp needs of a database: query() (createDb()'s Db fits, and so does the PGlite worker, which applies
 * QueryOptions itself; tests inject failing ones).
 */
export type ApiDb = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<T[]>;
} & Partial<Pick<Db, 'kind' | 'pool' | 'transaction'>>;

// Connection-level failures: node socket errors, pg "connection" SQLSTATE classes, admin shutdown, PGlite closed; and
// a statement the server gave up on: cancelled at statement_timeout (57014) or past lock_timeout (55P03). Both say
// "busy, try again", not "bad request": 503 with Retry-After.
const BUSY_CODES = new Set(['57014', '55P03']);
const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGE =
  /connect|connection|terminat|closed|timeout|shutting down|not (?:yet )?(?:open|ready)/i;

export function isUnavailable(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (NET_CODES.has(code) || BUSY_CODES.has(code) || /^(08|57P|53)/.test(code)))
    return true;
  // Errors with a SQLSTATE are answers from a live server (bad SQL etc.), not unavailability.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return false;
  return UNAVAILABLE_MESSAGE.test(e.message);
}

export function createSql(db: ApiDb, timeoutMs = 5000): Sql {
  return {
    async query<T>(sql: string, params: unknown[] = [], opts?: QueryOptions): Promise<T[]> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        const ms = opts?.timeoutMs ?? timeoutMs;
        timer = setTimeout(() => reject(new DbUnavailableError(new Error('query timeout'))), ms);
      });
      try {
        const run =
          opts?.fixedJoinOrder && db.kind === 'pglite' && db.transaction
            ? db.transaction(async (tx) => {
                await tx.exec('SET LOCAL join_collapse_limit = 1');
                return tx.query<T>(sql, params);
              })
            : opts?.timeoutMs && db.kind === 'postgres' && db.transaction
              ? db.transaction(async (tx) => {
                  await tx.exec(`SET LOCAL statement_timeout = ${Math.round(opts.timeoutMs ?? 0)}`);
                  return tx.query<T>(sql, params);
                })
              : db.query<T>(sql, params, db.kind === 'pglite' ? opts : undefined);
        return await Promise.race([run, timeout]);
      } catch (e) {
        if (e instanceof DbUnavailableError) throw e;
        if (isUnavailable(e)) throw new DbUnavailableError(e);
        throw e;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Readiness: the database answers a trivial query within the (short) timeout of the given Sql. */
export async function ping(sql: Sql): Promise<void> {
  await sql.query('SELECT 1');
}

/**
 * A database still opening, as buildApp takes it: each statement waits for it. The server starts its plugins while
 * the database opens, and listens once both are ready, so no request waits here in practice.
 */
export function deferredDb(opening: Promise<{ db: ApiDb }>, kind: 'pglite' | 'postgres'): ApiDb {
  const db = () => opening.then((o) => o.db);
  return {
    kind,
    query: async (sql, params, opts) => (await db()).query(sql, params, opts),
    ...(kind === 'postgres'
      ? {
          transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => {
            const d = await db();
            if (!d.transaction) throw new Error('the database has no transactions');
            return d.transaction(fn);
          },
        }
      : {}),
  };
}
