// The embedded database belongs to one process: the server notes its pid beside the database's files while it runs,
// so `npm run update` can say so instead of opening the same files twice.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const fileOf = (dataDir: string) => join(dataDir, 'trophy-room-server.pid');

/** Notes this process as the database's server; the note goes when the process exits. */
export function holdDatabase(dataDir: string): void {
  const file = fileOf(dataDir);
  writeFileSync(file, String(process.pid));
  process.once('exit', () => rmSync(file, { force: true }));
}

/** The pid of a live server holding the database, if any (a note left by a crashed one is ignored). */
export function serverHolding(dataDir: string): number | null {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
