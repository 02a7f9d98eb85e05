// `npm start`: installs from the lock when needed, builds what changed (Nx cache) while it loads the database, then
// serves the API and the nine sites. It prints a few lines per phase; the build's full output goes to a log file.
import { execSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** Runs a command with its output in a log file; on failure prints the log's end and exits. */
function quietly(what, cmd, log) {
  const t0 = performance.now();
  process.stdout.write(`${what}… (full output: ${relative(root, log) || log})\n`);
  mkdirSync(dirname(log), { recursive: true });
  return new Promise((done) => {
    const child = spawn(cmd, { cwd: root, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8');
      writeFileSync(log, output);
      if (code === 0) return done({ output, took: seconds(t0) });
      console.error(output.split('\n').slice(-40).join('\n'));
      console.error(`${what} failed (${seconds(t0)}); full output: ${log}`);
      process.exit(1);
    });
  });
}

// Install exactly what the lock names (never rewriting it) when node_modules is missing or older than the lock.
const installed = resolve(root, 'node_modules/.package-lock.json');
if (
  !existsSync(installed) ||
  statSync(installed).mtimeMs < statSync(resolve(root, 'package-lock.json')).mtimeMs
) {
  const { took } = await quietly(
    'Installing from package-lock.json (npm ci)',
    'npm ci --no-audit --no-fund',
    resolve(root, 'dist/logs/install.log'),
  );
  console.log(`Installed in ${took}.`);
}

/**
 * What the build is made from, as git sees it: the commit, and every changed or untracked file with its contents
 * (data/ aside: the server reads it, the build does not). Null outside a git checkout. Git answers in a fraction of a
 * second where Nx's own cache check takes seconds.
 */
function sourcesFingerprint() {
  try {
    const git = (args) =>
      execSync(`git ${args}`, { cwd: root, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, stdio: 'pipe' });
    const hash = createHash('sha256').update(git('rev-parse HEAD'));
    const status = git('status --porcelain=v1 -z --untracked-files=all').toString('utf8');
    hash.update(status);
    for (const entry of status.split('\0')) {
      const path = entry.slice(3);
      if (!path || /^(data|\.data|dist)\//.test(path)) continue;
      const file = resolve(root, path);
      if (existsSync(file) && statSync(file).isFile()) hash.update(path).update(readFileSync(file));
    }
    return hash.digest('hex');
  } catch {
    return null;
  }
}
const stampFile = resolve(root, 'dist/.build-sources');
const built = () =>
  existsSync(resolve(root, 'dist/apps/api/main.mjs')) &&
  existsSync(resolve(root, 'dist/apps/hub/index.html'));

const buildLog = resolve(root, 'dist/logs/build.log');
const build = async (extra = '') => {
  const { output, took } = await quietly(
    'Building the API and the nine sites',
    `npx nx run-many -t build --outputStyle=static ${extra}`,
    buildLog,
  );
  const cache = /Cache:\s+(\d+)\/(\d+) hit/.exec(output);
  console.log(`Built in ${took}${cache ? ` (${cache[1]} of ${cache[2]} from the cache)` : ''}.`);
};
/** The database migrated and loaded as the server would on start (it then finds it current); exits on failure. */
const loadDatabase = () =>
  new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/scripts/load-database.ts'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? done() : process.exit(code ?? 1)));
  });
const checkedAt = performance.now();
const sources = sourcesFingerprint();
if (sources && built() && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sources) {
  console.log(`The build is current (sources unchanged since it ran; checked in ${seconds(checkedAt)}).`);
} else {
  // The build and the database load need nothing of each other: side by side. (With the build current there is
  // nothing to overlap, and the server checks the database itself.)
  await Promise.all([
    (async () => {
      await build();
      // A cache entry whose files were deleted by hand restores nothing: build again without the cache.
      if (!built()) await build('--skip-nx-cache');
    })(),
    loadDatabase(),
  ]);
  if (sources) writeFileSync(stampFile, sources);
}
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/api/main.mjs'], {
  cwd: root,
  // React's production build for the server renderers (the development build is several times slower).
  env: { NODE_ENV: 'production', ...env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
