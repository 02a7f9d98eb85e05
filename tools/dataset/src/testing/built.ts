// For specs: the rows a list of source modules builds, built once per test process. The dataset's specs run file
// after file in one process (vitest.config.mts: no isolation, files in path order), so the nine NBA specs share one
// build of the league instead of nine. The last two builds are kept; specs read them and never add rows.
import { createContext, runModules, type Dataset } from '../context';
import type { Row, SourceModule, TableName } from '../model';

const cache = new Map<string, Dataset>();

export function built(modules: SourceModule[]): Dataset {
  const key = modules.map((m) => m.name).join(',');
  let ctx = cache.get(key);
  if (!ctx) {
    if (cache.size >= 2) cache.delete(cache.keys().next().value as string);
    ctx = createContext();
    runModules(ctx, modules);
    cache.set(key, ctx);
  }
  return ctx;
}

/** A row the spec expects to exist (a clear failure naming it when it does not). */
export function must<T extends TableName>(ctx: Dataset, table: T, key: string): Row<T> {
  const r = ctx.get(table, key);
  if (!r) throw new Error(`missing ${table} ${key}`);
  return r;
}
