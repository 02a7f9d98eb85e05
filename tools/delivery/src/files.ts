// Small file-system helpers for writing artifacts.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under dir as a URL path ('/assets/index-abc.js'), sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push('/' + relative(dir, p).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** Copies a build output, failing with the command that makes it when it is missing. */
export function copyBuilt(from: string, to: string, hint: string) {
  if (!existsSync(from)) throw new Error(`${from} is missing: run ${hint} first`);
  cpSync(from, to, { recursive: true });
}
