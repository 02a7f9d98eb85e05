// The table's sort without a table library: the next sort when a header is clicked, and the rows in that order.
import type { CellValue, DataColumn, SortState } from './data-column';
import { compareText } from '@trophy-room/domain';

const firstValue = <T>(column: DataColumn<T>, rows: T[]): CellValue =>
  rows.map(column.value).find((v) => v !== null && v !== undefined);

/**
 * The sort after a click on `column`'s header: text opens A to Z and numbers highest first; a second click reverses
 * it, a third returns to the rows' own order.
 */
export function nextSort<T>(current: SortState | null, column: DataColumn<T>, rows: T[]): SortState | null {
  const firstDesc = typeof firstValue(column, rows) !== 'string';
  if (current?.id !== column.id) return { id: column.id, desc: firstDesc };
  return current.desc === firstDesc ? { id: column.id, desc: !firstDesc } : null;
}

const compareValues = (a: NonNullable<CellValue>, b: NonNullable<CellValue>) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));

/** The rows in the sort's order (stable); missing values last in either direction. */
export function sortRows<T>(rows: T[], columns: DataColumn<T>[], sort: SortState | null): T[] {
  const column = sort && columns.find((c) => c.id === sort.id);
  if (!sort || !column || column.sortable === false) return rows;
  const sign = sort.desc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((a, b) => {
      const aMissing = a.value === null || a.value === undefined;
      const bMissing = b.value === null || b.value === undefined;
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      return sign * compareValues(a.value!, b.value!) || a.index - b.index;
    })
    .map((r) => r.row);
}
