// Builds the dataset: runs the steps in the scheduler's order (each after the givers of what it needs), then writes
// data/ (see write.ts).
// Usage: npx tsx tools/dataset/src/main.ts [--out <dir>] [--only nfl,nba] [--skip college]
import { resolve } from 'node:path';
import { createContext, runModule } from './context';
import { schedule } from './pipeline/schedule';
import { pinnedGameIds } from './history/game-ids';
import { publishedSlugs } from './history/published-slugs';
import type { SourceModule } from './model';
import { registry } from './sources/registry';
import { committedIds, defaultOutDir, writeDataset } from './write';
import { summary } from './write-reports';

/**
 * The modules to run, in registry order (./sources/registry.ts). --only and --skip name modules, leagues or groups
 * ('nfl', 'ncaa-hockey', 'college'); core and history always run. `missing` names what --only asked for that no
 * module builds.
 */
export async function loadModules(
  only?: string[],
  skip: string[] = [],
): Promise<{ modules: SourceModule[]; missing: string[] }> {
  const names = (m: SourceModule) => [m.name, ...m.leagues, ...(m.group ? [m.group] : [])];
  const always = (m: SourceModule) => m.leagues.length === 0;
  const modules = registry.filter(
    (m) =>
      always(m) ||
      ((!only || names(m).some((n) => only.includes(n))) && !names(m).some((n) => skip.includes(n))),
  );
  const missing = (only ?? []).filter((n) => !registry.some((m) => names(m).includes(n)));
  return Promise.resolve({ modules, missing });
}

async function main(argv: string[]) {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const list = (v?: string) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;
  const outDir = resolve(arg('--out') ?? defaultOutDir);
  const { modules, missing } = await loadModules(list(arg('--only')), list(arg('--skip')) ?? []);
  if (missing.length) console.log(`no module builds: ${missing.join(', ')}`);
  const ctx = createContext();
  for (const m of schedule(modules)) {
    const t0 = performance.now();
    runModule(ctx, m);
    console.log(`module ${m.name.padEnd(16)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const t0 = performance.now();
  // Read before writing: with the default out dir the files are overwritten.
  const res = writeDataset(ctx, outDir, publishedSlugs(ctx), committedIds(defaultOutDir, pinnedGameIds(ctx)));
  console.log(summary(res));
  console.log(`write ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
