// The writer's cells: the code-point order every table is sorted in, one cell encoded by its column kind (PostgreSQL
// CSV), and the deterministic gzip and SHA-256 every written file goes through.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Cell, ColumnKind } from './model';

/** Unicode code-point order (JS `<` compares UTF-16 units, which puts U+E000..U+FFFF after astral characters). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** A PostgreSQL CSV field for text: quoted when needed (empty string, separators, quotes, line breaks, `\.`). */
export function csvText(s: string): string {
  if (s === '' || s === '\\.' || /[",\r\n]/.test(s) || s.trim() !== s) return `"${s.replace(/"/g, '""')}"`;
  return s;
}

const dateRe = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isValidDate(s: string): boolean {
  const m = dateRe.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return d <= days[mo - 1];
}

/** Encodes one cell, or returns an error text when the value does not fit the column kind. */
export function encodeCell(kind: ColumnKind, v: Cell): { out: string } | { error: string } {
  if (v === null || v === undefined) return { out: '' };
  switch (kind) {
    case 'text':
      if (typeof v === 'string') return { out: csvText(v) };
      if (typeof v === 'number' && Number.isFinite(v)) return { out: csvText(String(v)) };
      if (typeof v === 'boolean') return { out: csvText(String(v)) };
      return { error: `expected text, got ${JSON.stringify(v)}` };
    case 'int': {
      const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
      if (typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= 2147483647)
        return { out: String(n) };
      return { error: `expected integer, got ${JSON.stringify(v)}` };
    }
    case 'real': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n === 'number' && Number.isFinite(n)) return { out: String(n === 0 ? 0 : n) };
      return { error: `expected number, got ${JSON.stringify(v)}` };
    }
    case 'bool':
      if (v === true || v === 'true' || v === 't' || v === 1) return { out: 't' };
      if (v === false || v === 'false' || v === 'f' || v === 0) return { out: 'f' };
      return { error: `expected boolean, got ${JSON.stringify(v)}` };
    case 'date':
      if (typeof v === 'string' && isValidDate(v)) return { out: v };
      return { error: `expected date yyyy-mm-dd, got ${JSON.stringify(v)}` };
    case 'json': {
      const s = JSON.stringify(v);
      if (s === undefined) return { error: 'value is not JSON' };
      return { out: `"${s.replace(/"/g, '""')}"` };
    }
    default:
      return { error: `unexpected kind ${kind}` };
  }
}

export const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** gzip level 9 with mtime 0 and a fixed OS byte, so equal input gives equal bytes. */
export function gzipDeterministic(buf: Buffer): Buffer {
  const gz = gzipSync(buf, { level: 9 });
  gz.writeUInt32LE(0, 4); // MTIME
  gz[9] = 3; // OS = Unix
  return gz;
}
