// /api/core/data-files/: the dataset as files to download (/data/<file>): every table with its row count, size,
// SHA-256, years per league and what its sources allow, the archive of them all, the data dictionary and the sources'
// licences. Figures are the pipeline's (data/manifest.json, coverage.json, datapackage.json), read at server start.
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Int, NInt, NStr, Obj, Str, StringEnum } from './schema';

/** What a source allows: an open licence, facts transcribed by hand, no licence stated, or restricted terms. */
export const REDISTRIBUTIONS = ['open', 'facts', 'unlicensed', 'restricted'] as const;
export type Redistribution = (typeof REDISTRIBUTIONS)[number];

/** Frictionless Table Schema types of the dataset's columns. */
export const DATA_COLUMN_TYPES = [
  'string',
  'integer',
  'number',
  'boolean',
  'date',
  'object',
  'array',
] as const;

const Sha256 = () => Str({ description: 'SHA-256 of the file, hex' });

export const DataFile = Obj({
  file: Str({ description: 'File name' }),
  url: Str({ description: 'Where to download it (same host)' }),
  bytes: Int({ minimum: 0 }),
  sha256: Sha256(),
});
export type DataFile = Static<typeof DataFile>;

export const DataColumn = Obj({
  name: Str(),
  type: StringEnum(DATA_COLUMN_TYPES),
  description: Str(),
  unit: NStr(),
  nullable: Bool(),
  references: NStr({ description: 'For a reference: the table whose id it holds' }),
});
export type DataColumn = Static<typeof DataColumn>;

/** A run of consecutive seasons (start years). */
export const SeasonRun = Obj({ first_year: Int(), last_year: Int() });
export type SeasonRun = Static<typeof SeasonRun>;

export const DataLeagueSpan = Obj({
  league: Str({ description: 'League slug' }),
  league_name: Str(),
  rows: Int({ minimum: 0 }),
  min_year: NInt({ description: 'First year (season start year) the rows reach' }),
  max_year: NInt({ description: 'Last year the rows reach' }),
  held: Type.Array(SeasonRun, {
    description:
      'For a table of season rows: the seasons held, as runs (a season the league did not play is no gap); else empty',
  }),
  missing: Type.Array(SeasonRun, {
    description: "For a table of season rows: the league's seasons it lacks, as runs; else empty",
  }),
});
export type DataLeagueSpan = Static<typeof DataLeagueSpan>;

const Counts = Obj({
  open: Int({ minimum: 0 }),
  facts: Int({ minimum: 0 }),
  unlicensed: Int({ minimum: 0 }),
  restricted: Int({ minimum: 0 }),
});

export const DataTable = Obj({
  name: Str(),
  description: Str(),
  file: Str(),
  url: Str(),
  rows: Int({ minimum: 0 }),
  bytes: Int({ minimum: 0 }),
  sha256: Sha256(),
  leagues: Type.Array(DataLeagueSpan, {
    description: 'Rows and year span per league; shared tables have none',
  }),
  terms: Obj(Counts.properties, { description: 'Rows by what their source allows' }),
  columns: Type.Array(DataColumn),
});
export type DataTable = Static<typeof DataTable>;

export const DataSource = Obj({
  title: Str(),
  url: NStr(),
  licence: Str(),
  attribution: Str(),
  redistribution: StringEnum(REDISTRIBUTIONS),
});
export type DataSource = Static<typeof DataSource>;

export const DataCatalogue = Obj({
  data_as_of: NStr({
    description: 'The date the newest data reaches: the date the files were last built from',
  }),
  dataset_sha256: Str({ description: 'SHA-256 over the tables’ hashes: changes whenever any table changes' }),
  archive: Obj(
    { ...DataFile.properties, members: Type.Array(Str()) },
    {
      description: 'Every file in one tar: datapackage.json, SOURCES.md and the tables',
    },
  ),
  package: DataFile,
  sources_file: DataFile,
  licence: Obj({ name: Str(), title: Str(), url: Str() }),
  terms: Obj(
    { open: Str(), facts: Str(), unlicensed: Str(), restricted: Str() },
    {
      description: 'What each kind of source allows, in plain words',
    },
  ),
  tables: Type.Array(DataTable),
  sources: Type.Array(DataSource),
});
export type DataCatalogue = Static<typeof DataCatalogue>;
