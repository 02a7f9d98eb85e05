// The writer: validates references, assigns integer ids, makes slugs unique and writes data/<table>.csv.gz
// (PostgreSQL CSV) plus coverage.json, source-issues.csv, manifest.json and SOURCES.md. Output depends only on
// the rows added (no clocks, no randomness): the same input gives byte-identical files. This file writes; the
// tables are prepared in write-tables.ts, cells encoded in write-cells.ts, the reports made in write-reports.ts.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { archiveFile, datasetArchive } from '@trophy-room/db/archive';
import { dataPackage } from './datapackage';
import type { PublishedSlug } from './history/published-slugs';
import type { Row, TableName } from './model';
import { tableNames } from './model';
import { csvText, gzipDeterministic, sha256 } from './write-cells';
import { coverage, latestDate, sourcesMarkdown, termsOf } from './write-reports';
import { prepare, type StableIds, tableCsv } from './write-tables';
import type { DatasetInput, Manifest, TableManifest, WriteResult } from './write-types';

const here = new URL('.', import.meta.url).pathname;
export const repoRoot = resolve(here, '../../..');
export const defaultOutDir = join(repoRoot, 'data');

/** Writes every output file into outDir (default <repo>/data). */
export function writeDataset(
  input: DatasetInput,
  outDir = defaultOutDir,
  published: readonly PublishedSlug[] = [],
  stable: StableIds = {},
): WriteResult {
  const { tables: prepared, issues } = prepare(input, published, stable);
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(outDir)) {
    if (f.endsWith('.csv.gz') && !prepared.has(f.slice(0, -7) as TableName)) rmSync(join(outDir, f));
  }
  const manifestTables: Record<string, TableManifest> = {};
  for (const t of prepared.values()) {
    const gz = gzipDeterministic(tableCsv(t, prepared, issues));
    const file = `${t.name}.csv.gz`;
    writeFileSync(join(outDir, file), gz);
    manifestTables[t.name] = { file, rows: t.rows.length, bytes: gz.length, sha256: sha256(gz) };
  }
  const sources = prepared.get('sources')!.rows as Row<'sources'>[];
  for (const t of prepared.values()) manifestTables[t.name].terms = termsOf(t, sources);
  const dataAsOf = latestDate(prepared.get('leagues')!.rows as Row<'leagues'>[]);
  const files: Manifest['files'] = {};
  const put = (name: string, content: string) => {
    writeFileSync(join(outDir, name), content);
    files[name] = { bytes: Buffer.byteLength(content), sha256: sha256(content) };
  };
  put('coverage.json', JSON.stringify(coverage(prepared), null, 1) + '\n');
  put('SOURCES.md', sourcesMarkdown(sources));
  put(
    'datapackage.json',
    JSON.stringify(dataPackage({ tables: manifestTables, sources, dataAsOf }), null, 1) + '\n',
  );
  // Issues last: everything above may have reported more.
  const lines = ['source,file,line,problem'];
  for (const i of issues) {
    lines.push(
      [
        csvText(i.source),
        csvText(i.file),
        i.line === undefined ? '' : String(i.line),
        csvText(i.problem),
      ].join(','),
    );
  }
  put('source-issues.csv', lines.join('\n') + '\n');
  const archive = datasetArchive(outDir, dataAsOf);
  const manifest: Manifest = {
    datasetSha256: sha256(tableNames.map((t) => manifestTables[t].sha256).join('\n')),
    dataAsOf,
    tables: manifestTables,
    archive: { file: archiveFile, bytes: archive.length, sha256: sha256(archive) },
    files,
    issues: issues.length,
  };
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  return { manifest, issues, outDir };
}

/**
 * The published ids of the committed dataset (`dir`, the repository's data/): each game's id by its slug, which a
 * rebuild keeps (a game's page is /scores/<id>), with the ids `pinned` by hand (src/history/game-ids.ts).
 */
export function committedIds(
  dir = defaultOutDir,
  pinned: ReadonlyMap<string, number> = new Map(),
): StableIds {
  const file = join(dir, 'games.csv.gz');
  if (!existsSync(file)) return { games: { before: new Map(), pinned } };
  const [header, ...lines] = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const cols = header.split(',');
  const [id, slug] = [cols.indexOf('id'), cols.indexOf('slug')];
  const ids = new Map<string, number>();
  // id and slug come first and hold no comma or quote (slugs are [a-z0-9-]).
  for (const line of lines) {
    if (!line) continue;
    const cells = line.split(',', Math.max(id, slug) + 1);
    ids.set(cells[slug], Number(cells[id]));
  }
  return { games: { before: ids, pinned } };
}
