// The shipped dataset (data/) as the site search reads it, for the test of famous names on the full dataset
// (search/famous-names.spec.ts): every row of every table, but without what neither the search nor the prominence
// its table is built with (migration 0010) ever reads — the games (535,000 rows) and the JSON of the stat lines —
// so the load costs a fraction of the full one. Written once per dataset into the temp directory, like the fixture.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { defaultDatasetDir } from '@trophy-room/db';

/** Columns emptied (NULL) per table (of tables without text columns: an empty field is NULL either way), or the
 * table's rows dropped. */
const CUT: Record<string, string[] | 'rows'> = { games: 'rows', player_seasons: ['stats'] };

const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function searchDatasetDir(source = defaultDatasetDir()): string {
  const manifest = join(source, 'manifest.json');
  if (!existsSync(manifest)) throw new Error(`No dataset at ${source}: run \`npm run dataset\`.`);
  const hash = createHash('sha256')
    .update(readFileSync(manifest))
    .update(JSON.stringify(CUT))
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), `trophy-search-dataset-${hash}`);
  if (existsSync(join(dir, 'manifest.json'))) return dir;
  const tmp = `${dir}.${process.pid}`;
  mkdirSync(tmp, { recursive: true });
  for (const file of readdirSync(source)) {
    const cut = CUT[file.replace(/\.csv\.gz$/, '')];
    const bytes = readFileSync(join(source, file));
    if (!cut) {
      writeFileSync(join(tmp, file), bytes);
      continue;
    }
    const text = gunzipSync(bytes).toString('utf8');
    const nl = text.indexOf('\n');
    const header = text.slice(0, nl);
    if (cut === 'rows') {
      writeFileSync(join(tmp, file), gzipSync(`${header}\n`));
      continue;
    }
    const blank = header.split(',').map((c) => cut.includes(c));
    const records = parse(text.slice(nl + 1)) as string[][];
    const rows = records.map((r) => r.map((v, i) => (blank[i] ? '' : field(v))).join(','));
    writeFileSync(join(tmp, file), gzipSync(`${header}\n${rows.join('\n')}\n`, { level: 1 }));
  }
  try {
    renameSync(tmp, dir);
  } catch {
    // Another worker wrote it first.
  }
  return dir;
}
