// The sources rows of hand-written facts, known before a step runs: each distinct reference named in the `source`
// column of a hand file becomes one row. A step lists them in its `sources` (the runner adds each row once), so
// reading a hand file at build time never adds a sources row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { defaultHandDir } from '../context';
import type { Row } from '../model';

/** The rows of a hand file under hand/<folder>/, read as the build context reads a CSV. */
export function readHandRows(folder: string, file: string): Record<string, string>[] {
  return parse(readFileSync(join(defaultHandDir, folder, file), 'utf8'), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Record<string, string>[];
}

/** The distinct `source` texts of hand files under hand/<folder>/, sorted. */
export function handReferences(folder: string, files: readonly string[]): string[] {
  const texts = new Set<string>();
  for (const f of files)
    for (const r of readHandRows(folder, f)) if (r.source !== undefined) texts.add(r.source);
  return [...texts].sort();
}

/** A lazily computed list (hand files are read when a step's `sources` is first asked for, then kept). */
export function lazyRows(make: () => Row<'sources'>[]): () => Row<'sources'>[] {
  let rows: Row<'sources'>[] | null = null;
  return () => (rows ??= make());
}
