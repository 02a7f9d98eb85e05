// The in-memory build context that source modules add rows to; the writer reads it afterwards.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { BuildContext, Row, SourceModule, TableName } from './model';
import { tables } from './model';
import { ClaimStore } from './pipeline/claims';
import type { Product } from './pipeline/product';
import { schedule } from './pipeline/schedule';

export interface SourceIssue {
  source: string;
  file: string;
  line?: number;
  problem: string;
}

export interface Dataset extends BuildContext {
  rows<T extends TableName>(table: T): Row<T>[];
  issues(): SourceIssue[];
}

const here = new URL('.', import.meta.url).pathname;
export const defaultRawDir = resolve(here, '../../../../shared/data');
export const defaultHandDir = resolve(here, '../hand');

export function createContext(opts: { rawDir?: string; handDir?: string } = {}): Dataset {
  const rawDir = opts.rawDir ?? process.env.TROPHY_RAW_DIR ?? defaultRawDir;
  const handDir = opts.handDir ?? defaultHandDir;
  const store = new Map<TableName, Map<string, Row<TableName>>>();
  for (const t of Object.keys(tables) as TableName[]) store.set(t, new Map());
  const issues: SourceIssue[] = [];
  const csvCache = new Map<string, Record<string, string>[]>();
  const products = new Map<string, unknown>();
  const claims = new ClaimStore();

  const ctx: Dataset = {
    rawDir,
    handDir,
    add(table, row) {
      const m = store.get(table)!;
      if (m.has(row.key)) {
        issues.push({ source: 'pipeline', file: table, problem: `duplicate key ${row.key} ignored` });
        return;
      }
      m.set(row.key, row as Row<TableName>);
    },
    remove: (table, key) => void store.get(table)!.delete(key),
    has: (table, key) => store.get(table)!.has(key),
    get: (table, key) => store.get(table)!.get(key) as Row<typeof table> | undefined,
    report: (issue) => void issues.push(issue),
    readCsv(path) {
      const file = isAbsolute(path) ? path : join(rawDir, path);
      let rows = csvCache.get(file);
      if (!rows) {
        rows = parse(readFileSync(file, 'utf8'), {
          columns: (header: string[]) => dedupeHeader(header),
          bom: true,
          skip_empty_lines: true,
          relax_column_count: true,
        }) as Record<string, string>[];
        csvCache.set(file, rows);
      }
      return rows;
    },
    give(product, value) {
      if (products.has(product.name)) throw new Error(`${product.name} was given twice`);
      products.set(product.name, value);
    },
    need<T>(product: Product<T>): T {
      if (!products.has(product.name)) throw new Error(`${product.name} is needed before any step gave it`);
      return products.get(product.name) as T;
    },
    claim: (c) => claims.add(c),
    claims: () => claims,
    rows: (table) => [...store.get(table)!.values()] as Row<typeof table>[],
    issues: () => issues,
  };
  return ctx;
}

/** Repeated or empty header names (Basketball-Reference exports have them) become name, name_2, col_<i>. */
function dedupeHeader(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((h, i) => {
    const base = h.trim() || `col_${i}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  });
}

/** Runs one step: its sources rows first (once each), then build(). */
export function runModule(ctx: BuildContext, m: SourceModule): void {
  for (const row of m.sources ?? []) if (!ctx.has('sources', row.key)) ctx.add('sources', row);
  m.build(ctx);
}

/** Runs the steps in the scheduler's order. */
export function runModules(ctx: BuildContext, modules: readonly SourceModule[]): void {
  for (const m of schedule(modules)) runModule(ctx, m);
}
