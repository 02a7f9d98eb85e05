// Serves the production build the way `npm start` does (tools/scripts/start.mjs: build if needed, then one process
// for the API and the nine sites by host name) on a port of its own, for the size report and the web benchmark.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Served {
  port: number;
  /** The origin of a site: http://localhost:<port> for the hub, http://<id>.localhost:<port> for the others. */
  origin(site: string): string;
  stop(): Promise<void>;
}

export const siteOrigin = (site: string, port: number) =>
  site === 'hub' ? `http://localhost:${port}` : `http://${site}.localhost:${port}`;

/** Uses a server already answering on the port (e.g. a running `npm start`), else starts one and waits for it. */
export async function serveProduction(port: number): Promise<Served> {
  const served = (stop: () => Promise<void>): Served => ({ port, origin: (s) => siteOrigin(s, port), stop });
  if (await answers(port)) return served(async () => undefined);
  const child = spawn(process.execPath, ['tools/scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 10 * 60_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer on port ${port}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return served(async () => {
    child.kill('SIGTERM');
    await exited;
  });
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`${siteOrigin('hub', port)}/api/health`)).ok;
  } catch {
    return false;
  }
}
