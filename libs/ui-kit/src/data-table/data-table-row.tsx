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
    <tr
      className={
        totals ? 'bg-slate-100 font-semibold text-slate-900' : (className ?? 'bg-white even:bg-slate-50')
      }
    >
      {columns.map((col, i) => {
        const content = col.cell ? col.cell(row) : (col.value(row) ?? '—');
        const classes = cn(
          'px-3 py-2 whitespace-nowrap',
          totals ? 'border-t-2 border-slate-300' : 'border-b border-slate-100',
          col.numeric ? 'text-right tabular-nums' : 'text-left',
          i === 0 && 'sticky left-0 z-[1] bg-inherit',
          i === 0 && !totals && 'font-medium text-slate-900',
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
