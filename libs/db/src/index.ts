// @trophy-room/db: the dataset contract, schema, migrations, connection (PGlite or PostgreSQL) and the dataset loader.
export * from './schema';
// The dataset contract (also at '@trophy-room/db/tables'). schema.ts generates its own Json and TableName, which are
// the same types; these explicit exports take precedence over the `export *` above.
export { tables } from './tables';
export type { Cell, ColumnKind, Json, TableName } from './tables';
export { datasetCoverage, datasetMeta } from './meta';
export { createDb, schema, defaultPgliteDir } from './client';
export type { CreateDbOptions, Db, DrizzleDb, Queryable, Schema } from './client';
export { migrate, applyMigrations, readMigrations, schemaVersion, defaultMigrationsDir } from './migrate';
export { ensureLoaded, loadDataset, datasetFingerprint, defaultDatasetDir } from './load';
export { careerSpanHas, playerExtraSeasonsSql } from './career-spans';
export { tableDocs, fileColumns, tableSchemaType } from './column-docs';
export type { ColumnDoc, FileColumn } from './column-docs';
export {
  archiveFile,
  archiveLayout,
  archiveMembers,
  archiveTime,
  datasetArchive,
  tarArchive,
} from './archive';
export type { ArchivePart } from './archive';
export type { LoadProgress, LoadResult, OnLoadProgress, OnLoadStep } from './load';
