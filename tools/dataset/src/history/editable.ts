// The steps after the sources amend rows already added (the rows are the context's own objects).
import type { BuildContext, Row, TableName } from '../model';

export type EditableRow<T extends TableName> = { -readonly [K in keyof Row<T>]: Row<T>[K] };

export const editableRows = <T extends TableName>(ctx: BuildContext, table: T) =>
  ctx.rows(table) as EditableRow<T>[];
