// The steps after the sources amend rows already added (the rows are the context's own objects).
import type { BuildContext, Row, TableName } from '../model';
import { tables } from '../model';

export type EditableRow<T extends TableName> = { -readonly [K in keyof Row<T>]: Row<T>[K] };

export const editableRows = <T extends TableName>(ctx: BuildContext, table: T) =>
  ctx.rows(table) as EditableRow<T>[];

/** The columns of every table that reference a table's rows (`ref:people`, `ref:players`, …). */
export const columnsReferencing = (target: TableName) =>
  (Object.keys(tables) as TableName[]).flatMap((t) =>
    Object.entries(tables[t])
      .filter(([, kind]) => kind === `ref:${target}`)
      .map(([column]) => ({ table: t, column })),
  );

/** Fills the kept row's empty fields from a row merged into it (its key and the `except` columns aside). */
export function fillEmpty(kept: object, other: object, except: readonly string[] = []): void {
  const k = kept as Record<string, unknown>;
  for (const [col, v] of Object.entries(other))
    if (col !== 'key' && !except.includes(col) && k[col] == null && v != null) k[col] = v;
}
