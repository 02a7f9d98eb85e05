// For the specs of the committed data/: one table's rows, each a record of its CSV header's fields as strings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

export type CsvRow = Record<string, string>;

/** The rows of `<dir>/<name>.csv.gz` (throws when the file is absent). */
export const csvTable = (dir: string, name: string): CsvRow[] =>
  parse(gunzipSync(readFileSync(join(dir, `${name}.csv.gz`))), { columns: true }) as CsvRow[];
