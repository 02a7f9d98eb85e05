// A fast reader for the large, simple CSV files of the MLB sources (Retrosheet logs, Lahman Batting/Pitching/
// Appearances/People): csv-parse is several times slower on these.
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { BuildContext } from '../../model';

/** Splits one CSV record that contains quotes (RFC 4180 quoting). */
function splitQuoted(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let q = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (q) {
      if (c === '"') {
        if (line[i + 1] === '"') {
          cur += '"';
          i++;
        } else q = false;
      } else cur += c;
    } else if (c === '"') q = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

const fastCache = new WeakMap<BuildContext, Map<string, Record<string, string>[]>>();

/**
 * A fast reader for the large, simple CSV files (Retrosheet logs, Lahman Batting/Pitching/Appearances): csv-parse
 * is several times slower on these. Same result shape as ctx.readCsv (header-keyed records, empty lines skipped);
 * quoted fields are handled, but records must not span lines (checked: none do in these files).
 */
export function readBigCsv(ctx: BuildContext, path: string): Record<string, string>[] {
  const file = isAbsolute(path) ? path : join(ctx.rawDir, path);
  let cache = fastCache.get(ctx);
  if (!cache) fastCache.set(ctx, (cache = new Map()));
  const hit = cache.get(file);
  if (hit) return hit;
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/);
  const header = (lines[0].includes('"') ? splitQuoted(lines[0]) : lines[0].split(',')).map((h) => h.trim());
  const rows: Record<string, string>[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const cells = line.includes('"') ? splitQuoted(line) : line.split(',');
    const r: Record<string, string> = {};
    for (let j = 0; j < header.length; j++) r[header[j]] = cells[j] ?? '';
    rows.push(r);
  }
  cache.set(file, rows);
  return rows;
}
