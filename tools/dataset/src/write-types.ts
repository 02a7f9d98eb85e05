// What the writer reads and what it writes: its own module, as the writer's parts (write-tables.ts, write-reports.ts,
// datapackage.ts) share these and write.ts imports them.
import type { SourceIssue } from './context';
import type { Row, TableName } from './model';
import type { Redistribution } from './redistribution';

/** What the writer needs from a build context. */
export interface DatasetInput {
  rows<T extends TableName>(table: T): Row<T>[];
  issues(): SourceIssue[];
}

export interface TableManifest {
  file: string;
  rows: number;
  bytes: number;
  sha256: string;
  /** Rows by what their source allows (see datapackage.ts); rows without a source are the project's own. */
  terms?: Partial<Record<Redistribution, number>>;
}

export interface Manifest {
  /** sha256 over every table file's sha256 (in table order): changes whenever any table's content changes. */
  datasetSha256: string;
  /** The latest date any league's data reaches: the dataset's build date (no clock, so the output stays fixed). */
  dataAsOf: string | null;
  tables: Record<string, TableManifest>;
  /** The whole dataset as one tar (libs/db archive.ts): built by the server on first request, these are its bytes. */
  archive: { file: string; bytes: number; sha256: string };
  files: Record<string, { bytes: number; sha256: string }>;
  issues: number;
}

export interface WriteResult {
  manifest: Manifest;
  issues: SourceIssue[];
  outDir: string;
}
