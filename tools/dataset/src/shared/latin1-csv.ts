// A raw CSV file written in ISO-8859-1 (Latin-1), not UTF-8: the Hockey-Reference scrapes store 'é' as the single
// byte 0xE9, which a UTF-8 read turns into U+FFFD. Same parse options as the build context's readCsv.
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { BuildContext } from '../model';

export function readLatin1Csv(ctx: BuildContext, path: string): Record<string, string>[] {
  const file = isAbsolute(path) ? path : join(ctx.rawDir, path);
  return parse(readFileSync(file, 'latin1'), {
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Record<string, string>[];
}
