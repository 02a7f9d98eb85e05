// The dataset's files as the server offers them: read once at start from data/ (the pipeline's manifest.json,
// coverage.json and datapackage.json), so no figure is computed per request. The dictionary comes from libs/db's
// column docs, the one source the database schema is checked against.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { archiveFile, archiveMembers, fileColumns, tableDocs, type TableName } from '@trophy-room/db';
import { paths } from '@trophy-room/routes';
import type { DataCatalogue, DataSource, DataTable, Redistribution } from '@trophy-room/contract';

interface Manifest {
  datasetSha256: string;
  dataAsOf?: string | null;
  tables: Record<
    string,
    {
      file: string;
      rows: number;
      bytes: number;
      sha256: string;
      terms?: Partial<Record<Redistribution, number>>;
    }
  >;
  files: Record<string, { bytes: number; sha256: string }>;
  archive?: { file: string; bytes: number; sha256: string };
}
type Runs = [number, number][];
interface Coverage {
  leagues: Record<
    string,
    Record<string, { rows: number; minYear?: number; maxYear?: number; held?: Runs; missing?: Runs }>
  >;
}
const runs = (r: Runs | undefined) => (r ?? []).map(([first_year, last_year]) => ({ first_year, last_year }));
interface DataPackage {
  licenses: { name: string; path: string; title: string }[];
  redistribution: Record<Redistribution, string>;
  sources: {
    title: string;
    path?: string;
    licence: string;
    attribution: string;
    redistribution: Redistribution;
  }[];
}

/** A file the server may send: its place on disk, and the figures the pipeline recorded for it. */
export interface ServedFile {
  name: string;
  bytes: number;
  sha256: string;
  contentType: string;
}

export interface DataFiles {
  dir: string;
  catalogue: Omit<DataCatalogue, 'tables'> & { tables: Omit<DataTable, 'leagues'>[] };
  /** Rows and years per league slug and table, named when the leagues are known. */
  coverage: Coverage['leagues'];
  /** Every file by its name under /data/; nothing else is served. */
  files: ReadonlyMap<string, ServedFile>;
}

const readJson = <T>(dir: string, name: string): T => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;

/** The dataset files of `dir`, or undefined when the pipeline's reports are not there (no dataset). */
export function readDataFiles(dir: string): DataFiles | undefined {
  if (!['manifest.json', 'coverage.json', 'datapackage.json'].every((f) => existsSync(join(dir, f))))
    return undefined;
  const manifest = readJson<Manifest>(dir, 'manifest.json');
  const pkg = readJson<DataPackage>(dir, 'datapackage.json');
  if (!manifest.archive) return undefined;
  const files = new Map<string, ServedFile>();
  const add = (name: string, f: { bytes: number; sha256: string }, contentType: string) =>
    files.set(name, { name, bytes: f.bytes, sha256: f.sha256, contentType });
  const fileOf = (name: string) => {
    const f = files.get(name)!;
    return { file: name, url: paths.dataFile(name), bytes: f.bytes, sha256: f.sha256 };
  };
  for (const t of Object.values(manifest.tables)) add(t.file, t, 'application/gzip');
  add('datapackage.json', manifest.files['datapackage.json'], 'application/json; charset=utf-8');
  add('SOURCES.md', manifest.files['SOURCES.md'], 'text/markdown; charset=utf-8');
  add(manifest.archive.file, manifest.archive, 'application/x-tar');
  const licence = pkg.licenses[0];
  const tables = (Object.keys(manifest.tables) as TableName[]).map((name) => {
    const t = manifest.tables[name];
    return {
      name,
      description: tableDocs[name].table,
      file: t.file,
      url: paths.dataFile(t.file),
      rows: t.rows,
      bytes: t.bytes,
      sha256: t.sha256,
      terms: { open: 0, facts: 0, unlicensed: 0, restricted: 0, ...t.terms },
      columns: fileColumns(name).map((c) => ({
        name: c.name,
        type: c.type,
        description: c.description,
        unit: c.unit ?? null,
        nullable: c.nullable,
        references: c.references ?? null,
      })),
    };
  });
  const sources: DataSource[] = pkg.sources.map((s) => ({
    title: s.title,
    url: s.path ?? null,
    licence: s.licence,
    attribution: s.attribution,
    redistribution: s.redistribution,
  }));
  return {
    dir,
    files,
    coverage: readJson<Coverage>(dir, 'coverage.json').leagues,
    catalogue: {
      data_as_of: manifest.dataAsOf ?? null,
      dataset_sha256: manifest.datasetSha256,
      archive: { ...fileOf(archiveFile), members: archiveMembers() },
      package: fileOf('datapackage.json'),
      sources_file: fileOf('SOURCES.md'),
      licence: { name: licence.name, title: licence.title, url: licence.path },
      terms: pkg.redistribution,
      tables,
      sources,
    },
  };
}

/** The catalogue with each table's years per league, named (shared tables such as sources have none). */
export function catalogueWithLeagues(
  data: DataFiles,
  leagueNames: ReadonlyMap<string, string>,
): DataCatalogue {
  return {
    ...data.catalogue,
    tables: data.catalogue.tables.map((t) => ({
      ...t,
      leagues: Object.entries(data.coverage)
        .filter(([league, tables]) => league !== '_shared' && tables[t.name])
        .map(([league, tables]) => ({
          league,
          league_name: leagueNames.get(league) ?? league,
          rows: tables[t.name].rows,
          min_year: tables[t.name].minYear ?? null,
          max_year: tables[t.name].maxYear ?? null,
          held: runs(tables[t.name].held),
          missing: runs(tables[t.name].missing),
        })),
    })),
  };
}
