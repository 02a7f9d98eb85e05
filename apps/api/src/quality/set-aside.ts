// data/source-issues.csv, read once at server start: every bad or skipped source row the pipeline set aside (source,
// file, line, problem), counted per source. Quoted fields may hold commas, quotes and line breaks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SetAside } from '@trophy-room/contract';

/** The first field of every record after the header, honouring CSV quoting. */
export function firstFields(csv: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let field = 0;
  let first = '';
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') field++;
    else if (!quoted && ch === '\n') {
      out.push(first);
      field = 0;
      first = '';
    } else if (field === 0 && ch !== '\r') first += ch;
  }
  if (first) out.push(first);
  return out.slice(1);
}

export function countBySource(csv: string): SetAside[] {
  const counts = new Map<string, number>();
  for (const source of firstFields(csv)) counts.set(source, (counts.get(source) ?? 0) + 1);
  return [...counts]
    .map(([source, rows]) => ({ source, rows }))
    .sort((a, b) => b.rows - a.rows || a.source.localeCompare(b.source));
}

/** The set-aside rows of the dataset in `datasetDir` (none when the file is absent). */
export function readSetAside(datasetDir: string | undefined): SetAside[] {
  const file = datasetDir && join(datasetDir, 'source-issues.csv');
  return file && existsSync(file) ? countBySource(readFileSync(file, 'utf8')) : [];
}
