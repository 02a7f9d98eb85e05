import { cn } from '../lib/cn';
import type { DataColumn } from './data-column';

/** A totals row under the body (e.g. career totals): never sorted, its first cell the row's header. */
export function DataTableFooter<T>({ columns, row }: { columns: DataColumn<T>[]; row: T }) {
  return (
    <tfoot>
      <tr className="bg-slate-100 font-semibold text-slate-900">
        {columns.map((col, i) => {
          const content = col.cell ? col.cell(row) : (col.value(row) ?? '—');
          const classes = cn(
            'border-t-2 border-slate-300 px-3 py-2 whitespace-nowrap',
            col.numeric ? 'text-right tabular-nums' : 'text-left',
            i === 0 && 'sticky left-0 z-[1] bg-inherit',
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
    </tfoot>
  );
}
