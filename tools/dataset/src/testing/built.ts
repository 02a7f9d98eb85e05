// For specs: the rows a list of source modules builds, built once per test process. The dataset's specs run file
// after file in one process (vitest.config.mts: no isolation, files in path order), so the nine NBA specs share one
// build of the league instead of nine. The last two builds are kept; specs read them and never add rows.
import { expect } from 'vitest';
import { createContext, runModules, type Dataset } from '../context';
import type { Row, SourceModule, TableName } from '../model';

const cache = new Map<string, Dataset>();

/** The dataset `build` makes, made once per process for `key` (the last two keys are kept). */
export function builtOnce(key: string, build: () => Dataset): Dataset {
  let ctx = cache.get(key);
  if (!ctx) {
    if (cache.size >= 2) cache.delete(cache.keys().next().value as string);
    ctx = build();
    cache.set(key, ctx);
  }
  return ctx;
}

export function built(modules: SourceModule[]): Dataset {
  return builtOnce(modules.map((m) => m.name).join(','), () => {
    const ctx = createContext();
    runModules(ctx, modules);
    return ctx;
  });
}

/** A row the test expects to exist (a clear failure naming it when it does not). */
export function must<T extends TableName>(ctx: Dataset, table: T, key: string): Row<T> {
  const r = ctx.get(table, key);
  if (!r) throw new Error(`missing ${table} ${key}`);
  return r;
}

/**
 * The rows a spec expects, by key, each with the fields it must have (others may differ): one failure per row
 * that is missing or differs, naming its key.
 */
export function expectRows<T extends TableName>(
  ctx: Dataset,
  table: T,
  expected: Record<string, Partial<Record<keyof Row<T>, unknown>>>,
): void {
  for (const [key, fields] of Object.entries(expected))
    expect(must(ctx, table, key), `${table} ${key}`).toMatchObject(fields);
}

/** The league's players whose person shares a full name and birth date with an earlier one (two rows, one man). */
export function samePersonTwice(ctx: Dataset, league: string): string[] {
  const seen = new Map<string, string>();
  const dupes: string[] = [];
  for (const p of ctx.rows('players').filter((x) => x.league === league)) {
    const person = ctx.get('people', String(p.person))!;
    if (!person.birth_date) continue;
    const k = `${person.full_name}|${person.birth_date}`;
    if (seen.has(k)) dupes.push(`${k}: ${seen.get(k)} ${p.key}`);
    seen.set(k, p.key);
  }
  return dupes;
}
