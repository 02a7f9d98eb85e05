// Fails when the TypeScript files of apps/ and tools/ import each other in a circle (type-only imports count too: a
// circle of types is still two modules that cannot be read apart). It reads each file's imports with TypeScript's own
// pre-processor and resolves them with TypeScript's own module resolution, so it needs no other dependency and takes a
// few seconds. Usage: `node tools/scripts/import-cycles.mjs [folder...]` (default: apps tools).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const folders = process.argv.length > 2 ? process.argv.slice(2) : ['apps', 'tools'];
const skip = new Set(['node_modules', 'dist', 'out-tsc', 'storybook-static', 'coverage', '.nx']);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
const options = ts.parseJsonConfigFileContent(config, ts.sys, root).options;
options.allowImportingTsExtensions = true;
const host = ts.createCompilerHost(options);
const cache = ts.createModuleResolutionCache(root, (name) => name, options);

const files = folders.flatMap((folder) => [...sources(join(root, folder))]);
const known = new Set(files);
const edges = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, host, cache).resolvedModule;
    if (resolved && known.has(resolved.resolvedFileName)) targets.add(resolved.resolvedFileName);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components, iteratively (a deep import chain must not overflow the stack).
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let next = 0;
for (const start of files) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, next);
  low.set(start, next++);
  stack.push(start);
  onStack.add(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const targets = edges.get(node);
    if (i < targets.length) {
      frame[1]++;
      const target = targets[i];
      if (!index.has(target)) {
        index.set(target, next);
        low.set(target, next++);
        stack.push(target);
        onStack.add(target);
        work.push([target, 0]);
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) !== index.get(node)) continue;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node).includes(node)) circles.push(component);
  }
}

// One shortest circle per component, so the message names the imports to untangle.
function circleThrough(component) {
  const members = new Set(component);
  const start = component.slice().sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const target of edges.get(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (previous.get(path[0])) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return component;
}

const name = (file) => relative(root, file);
if (circles.length) {
  console.error(
    `import circles: ${circles.length} (move the shared types or constants into a module of their own)`,
  );
  for (const component of circles) {
    console.error(`- ${circleThrough(component).map(name).join(' → ')}`);
    if (component.length > 2)
      console.error(`  (${component.length} files: ${component.map(name).sort().join(', ')})`);
  }
  process.exit(1);
}
console.log(`import circles: none among ${files.length} files of ${folders.join(', ')}`);
