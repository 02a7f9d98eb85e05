// Builds the dataset: runs the source modules in a fixed order, then writes data/ (see write.ts).
// Usage: npx tsx tools/dataset/src/main.ts [--out <dir>] [--only nfl,nba] [--skip college]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createContext, runModules } from './context';
import type { SourceModule } from './model';
import { defaultOutDir, summary, writeDataset } from './write';

/**
 * The fixed module order. Each entry is [file under ./sources, exported name]. A module whose file does not exist
 * yet is skipped with a notice; add new modules here, in the order they must run (core always first).
 */
export const moduleOrder: [file: string, exportName: string][] = [
  ['core', 'core'],
  ['nfl', 'nfl'],
  ['nba', 'nba'],
  ['mlb', 'mlb'],
  ['nhl', 'nhl'],
  ['ncaa-basketball', 'ncaaBasketball'],
  ['college', 'college'],
  // Always last: the cross-league rules over every championship result (title year, name borne that season).
  ['history', 'history'],
];

const here = new URL('.', import.meta.url).pathname;

export async function loadModules(
  only?: string[],
  skip: string[] = [],
): Promise<{ modules: SourceModule[]; missing: string[] }> {
  const modules: SourceModule[] = [];
  const missing: string[] = [];
  for (const [file, exportName] of moduleOrder) {
    if (file !== 'core' && file !== 'history' && ((only && !only.includes(file)) || skip.includes(file)))
      continue;
    const path = resolve(here, 'sources', `${file}.ts`);
    if (!existsSync(path)) {
      missing.push(file);
      continue;
    }
    const mod = (await import(path)) as Record<string, SourceModule | undefined>;
    const m = mod[exportName];
    if (!m || typeof m.build !== 'function')
      throw new Error(`sources/${file}.ts does not export a SourceModule named ${exportName}`);
    modules.push(m);
  }
  return { modules, missing };
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
  if (missing.length) console.log(`modules not present yet (skipped): ${missing.join(', ')}`);
  const ctx = createContext();
  for (const m of modules) {
    const t0 = performance.now();
    runModules(ctx, [m]);
    console.log(`module ${m.name.padEnd(16)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const t0 = performance.now();
  const res = writeDataset(ctx, outDir);
  console.log(summary(res));
  console.log(`write ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
