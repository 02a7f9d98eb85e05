// The dataset contract: every table the pipeline writes, its columns in order, and how rows reference each other.
// Source modules add rows with string keys; references hold the referenced row's key. The writer sorts each
// table by key, assigns integer ids 1..n, replaces each reference by `<column>_id`, and writes data/<table>.csv.gz.
// The table list itself (`tables`, `ColumnKind`, `TableName`, `Json`, `Cell`) lives in libs/db/src/tables.ts, because
// the database schema is generated from it and libs/db must not depend on this tool, and the leagues live in
// ./league.ts (the claims read them without this module); both are re-exported here under the same names, so source
// modules keep importing everything from '../model'.
import { tables, type Cell, type TableName } from '@trophy-room/db/tables';
import type { League } from './league';
import type { Claim, ClaimStore } from './pipeline/claims';
import type { Product } from './pipeline/product';

export { tables } from '@trophy-room/db/tables';
export type { Cell, ColumnKind, Json, TableName } from '@trophy-room/db/tables';
export { leagueKeys, leagueSports } from './league';
export type { League, Level, Sport } from './league';

/** Every table, in the contract's order (the order the writer writes them in). */
export const tableNames = Object.keys(tables) as TableName[];

/** A row to add: its unique key within the table plus any of the table's columns (refs hold keys). */
export type Row<T extends TableName> = { key: string } & { [C in keyof (typeof tables)[T]]?: Cell };

/** What a source module receives. */
export interface BuildContext {
  /** Absolute path of ../shared/data (raw public files). */
  rawDir: string;
  /** Absolute path of tools/dataset/hand (hand-written fact files). */
  handDir: string;
  /** Add a row; a second row with the same key in the same table is reported and ignored. */
  add<T extends TableName>(table: T, row: Row<T>): void;
  /** Remove a row (a later step merging two rows of one thing, e.g. ./history/one-person.ts). */
  remove(table: TableName, key: string): void;
  /** Whether a row with this key was added to the table. */
  has(table: TableName, key: string): boolean;
  /** Read back a row added earlier (for joins across modules, e.g. college teams). */
  get<T extends TableName>(table: T, key: string): Row<T> | undefined;
  /** Every row added to a table so far, in insertion order (for the steps that run after the sources). */
  rows<T extends TableName>(table: T): Row<T>[];
  /** Record a bad or skipped source row: what is wrong and where (file and line). Never drop silently. */
  report(issue: { source: string; file: string; line?: number; problem: string }): void;
  /** Parse a CSV file (path relative to rawDir or absolute) into header-keyed records. */
  readCsv(path: string): Record<string, string>[];
  /** Hand a value product to the steps that need it (once per product). */
  give<T>(product: Product<T>, value: T): void;
  /** A value product an earlier step gave (the scheduler runs its giver first); throws when none did. */
  need<T>(product: Product<T>): T;
  /** One source's value of a figure another source also gives (see pipeline/claims.ts). */
  claim(claim: Claim): void;
  /** Every claim so far, by figure (for the reconciliation step). */
  claims(): ClaimStore;
}

/**
 * A step of the pipeline, the one shape every module has: its name (for --only/--skip), the leagues whose rows it
 * adds (none for core, history and the cross-league checks), the sources rows it reads (added once, before build),
 * what it needs and what it gives (./pipeline/product.ts), and build(). The steps are listed in
 * src/sources/registry.ts; the scheduler (./pipeline/schedule.ts) runs each after the givers of what it needs.
 */
export interface SourceModule {
  name: string;
  leagues: readonly League[];
  /** A name --only/--skip also accept for a set of modules ('college': football, baseball and hockey). */
  group?: string;
  /** The sources rows of the files it reads: the one way a sources row is added. */
  sources?: readonly Row<'sources'>[];
  needs?: readonly Product[];
  gives?: readonly Product[];
  build(ctx: BuildContext): void;
}
