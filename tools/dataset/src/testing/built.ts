// For specs: the rows a list of source modules builds, built once per test process. The dataset's specs run file
// after file in one process (vitest.config.mts: no isolation, files in path order), so the nine NBA specs share one
// build of the league instead of nine. The last two builds are kept; specs read them and never add rows.
import { createContext, runModules, type Dataset } from '../context';
import type { SourceModule } from '../model';

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
