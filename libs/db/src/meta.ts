// Bookkeeping tables that are not part of the dataset contract (filled by the loader, not by the pipeline).
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** key/value facts about what is loaded, e.g. dataset_hash = hash of the loaded data/manifest.json + migrations. */
export const datasetMeta = pgTable('dataset_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * data/coverage.json as a table: rows and year span per league (slug, or '_shared') and dataset table. Lets the
 * coverage screen avoid counting hundreds of thousands of rows per request.
 */
export const datasetCoverage = pgTable(
  'dataset_coverage',
  {
    league: text('league').notNull(),
    table_name: text('table_name').notNull(),
    rows: integer('rows').notNull(),
    min_year: integer('min_year'),
    max_year: integer('max_year'),
    /** For a table of season rows: the seasons held as [first, last] runs, and the league's seasons it lacks. */
    held: jsonb('held'),
    missing: jsonb('missing'),
  },
  (t) => [primaryKey({ columns: [t.league, t.table_name] })],
);
