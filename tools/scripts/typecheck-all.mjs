// Type-checks every project that has a `typecheck` target as one TypeScript program: `npm test` checks the whole
// workspace at once (the libraries each app shell imports are checked once, not once per importer). The per-project
// targets stay for affected CI. The program's file list is each project's own tsconfig `include`, read here, so it
// cannot drift from the projects.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const include = [];
for (const group of ['apps', 'libs', 'tools'])
  for (const name of readdirSync(join(root, group))) {
    const dir = join(group, name);
    const project = join(root, dir, 'project.json');
    if (!existsSync(project) || !JSON.parse(readFileSync(project, 'utf8')).targets?.typecheck) continue;
    const tsconfig = JSON.parse(readFileSync(join(root, dir, 'tsconfig.json'), 'utf8'));
    for (const pattern of tsconfig.include) include.push(`../../${dir}/${pattern}`);
  }

const out = join(root, 'dist/typecheck');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'tsconfig.json'),
  JSON.stringify(
    {
      extends: '../../tsconfig.base.json',
      // The union of the projects' own settings: ui-kit's specs use Vitest's globals, db imports with `.ts`.
      compilerOptions: { types: ['node', 'vite/client', 'vitest/globals'], allowImportingTsExtensions: true },
      include,
    },
    null,
    2,
  ),
);
console.log(
  `typecheck: ${include.length} include patterns of the projects with a typecheck target, as one program`,
);
const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', join(out, 'tsconfig.json')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(tsc.status ?? 1);
