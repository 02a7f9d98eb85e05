// `npm start`: installs if needed, builds what changed (Nx cache), then serves the API and the nine sites.
import { execSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
const run = (cmd) => execSync(cmd, { cwd: root, env, stdio: 'inherit' });

const installed = resolve(root, 'node_modules/.package-lock.json');
if (
  !existsSync(installed) ||
  statSync(installed).mtimeMs < statSync(resolve(root, 'package-lock.json')).mtimeMs
) {
  run('npm install --no-audit --no-fund');
}
run('npx nx run-many -t build --outputStyle=static');
// A cache entry whose files were deleted by hand restores nothing: build again without the cache.
if (
  !existsSync(resolve(root, 'dist/apps/api/main.mjs')) ||
  !existsSync(resolve(root, 'dist/apps/hub/index.html'))
) {
  run('npx nx run-many -t build --outputStyle=static --skip-nx-cache');
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/api/main.mjs'], {
  cwd: root,
  // React's production build for the server renderers (the development build is several times slower).
  env: { NODE_ENV: 'production', ...env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
