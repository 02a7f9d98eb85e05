// Runs a paged list: the rows of one page plus the total count. Counts depend only on the filters and the data
// (which changes on import and with each feed update), so they are memoised: paging through a list costs one count.
import type { PageRequest } from '../http/paging';
import type { Sql } from '../plugins/db';
import { onCacheClear, onDataChange } from '../plugins/response-cache';
import { jsonRows } from './json-rows';
import type { Params } from './sql';

let memos = new WeakMap<Sql, Map<string, Promise<number>>>();
const MAX_COUNTS = 5000;
onCacheClear(() => (memos = new WeakMap()));
onDataChange(() => (memos = new WeakMap()));

function countsFor(sql: Sql) {
  let m = memos.get(sql);
  if (!m) memos.set(sql, (m = new Map()));
  return m;
}

export interface ListQuery {
  /** Select list (without SELECT). */
  select: string;
  /** FROM ... WHERE ... (the part the count needs). */
  from: string;
  orderBy: string;
  /** A leaner FROM ... WHERE for the count (same rows, fewer joins); default `from`. */
  countFrom?: string;
  /** The page's rows joined in the written order (see QueryOptions.fixedJoinOrder). */
  fixedJoinOrder?: boolean;
}

export async function pagedQuery<T>(
  sql: Sql,
  q: ListQuery,
  p: Params,
  page: PageRequest,
): Promise<{ count: number; rows: T[] }> {
  const countSql = `SELECT count(*)::int AS n ${q.countFrom ?? q.from}`;
  const counts = countsFor(sql);
  const key = countSql + '\u0000' + JSON.stringify(p.values);
  let count = counts.get(key);
  if (!count) {
    count = sql.query<{ n: number }>(countSql, [...p.values]).then((r) => r[0].n);
    counts.set(key, count);
    count.catch(() => counts.delete(key));
    if (counts.size > MAX_COUNTS) counts.delete(counts.keys().next().value as string);
  }
  const n = await count;
  if (n === 0 || page.offset >= n) return { count: n, rows: [] };
  const values = [...p.values, page.limit, page.offset];
  const rows = await jsonRows<T>(
    sql,
    `SELECT ${q.select} ${q.from} ORDER BY ${q.orderBy} LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
    { fixedJoinOrder: q.fixedJoinOrder },
  );
  return { count: n, rows };
}

/** ILIKE pattern for a case-insensitive substring search (the user's % and _ match literally). */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
