// `npm start`: installs from the lock when needed, builds what changed (Nx cache), then serves the API and the nine
// sites. It prints a few lines per phase; the build's full output goes to a log file it names.
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
  let output = '';
  try {
    output = execSync(`${cmd} 2>&1`, { cwd: root, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    writeFileSync(log, output);
  } catch (e) {
    output = `${e.stdout ?? ''}`;
    writeFileSync(log, output);
    console.error(output.split('\n').slice(-40).join('\n'));
    console.error(`${what} failed (${seconds(t0)}); full output: ${log}`);
    process.exit(1);
  }
  return { output, took: seconds(t0) };
}

// Install exactly what the lock names (never rewriting it) when node_modules is missing or older than the lock.
const installed = resolve(root, 'node_modules/.package-lock.json');
if (
  !existsSync(installed) ||
  statSync(installed).mtimeMs < statSync(resolve(root, 'package-lock.json')).mtimeMs
) {
  const { took } = quietly(
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
const build = (extra = '') => {
  const { output, took } = quietly(
    'Building the API and the nine sites',
    `npx nx run-many -t build --outputStyle=static ${extra}`,
    buildLog,
  );
  const cache = /Cache:\s+(\d+)\/(\d+) hit/.exec(output);
  console.log(`Built in ${took}${cache ? ` (${cache[1]} of ${cache[2]} from the cache)` : ''}.`);
};
const checkedAt = performance.now();
const sources = sourcesFingerprint();
if (sources && built() && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sources) {
  console.log(`The build is current (sources unchanged since it ran; checked in ${seconds(checkedAt)}).`);
} else {
  build();
  // A cache entry whose files were deleted by hand restores nothing: build again without the cache.
  if (!built()) build('--skip-nx-cache');
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
