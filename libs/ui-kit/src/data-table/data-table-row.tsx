import { cn } from '../lib/cn';
import type { DataColumn } from './data-column';

/**
 * One row: the first cell is the row's header and stays in view while the rest scrolls sideways. The body's rows
 * are zebra-striped unless given a background; the totals row under the body is marked and set apart.
 */
export function DataTableRow<T>({
  columns,
  row,
  className,
  totals = false,
}: {
  columns: DataColumn<T>[];
  row: T;
  className?: string;
  totals?: boolean;
}) {
  return (
    <tr className={totals ? 'bg-slate-100 font-semibold text-slate-900' : (className ?? 'data-row')}>
      {columns.map((col, i) => {
        const content = col.cell ? col.cell(row) : (col.value(row) ?? '—');
        // One short class per cell (data-table.css); a column's own classes after it.
        const classes = cn(
          'data-cell',
          col.numeric && 'data-cell-num',
          i === 0 && 'data-cell-head',
          col.className,
        );
        return i === 0 ? (
          <th key={col.id} scope="row" className={classes}>
            {content}
          </th>
        ) : (
          <td key={col.id} className={classes}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}
