import type { Row } from '@tanstack/react-table';
import { cn } from '../lib/cn';
import type { DataColumn } from './data-column';

/** One body row: the first cell is the row's header and stays in view while the rest scrolls sideways. */
export function DataTableRow<T>({ row, className }: { row: Row<T>; className?: string }) {
  return (
    <tr className={className ?? 'bg-white even:bg-slate-50'}>
      {row.getVisibleCells().map((cell, i) => {
        const col = cell.column.columnDef.meta as DataColumn<T>;
        const content = col.cell ? col.cell(row.original) : (col.value(row.original) ?? '—');
        const classes = cn(
          'border-b border-slate-100 px-3 py-2 whitespace-nowrap',
          col.numeric ? 'text-right tabular-nums' : 'text-left',
          i === 0 && 'sticky left-0 z-[1] bg-inherit font-medium text-slate-900',
          col.className,
        );
        return i === 0 ? (
          <th key={cell.id} scope="row" className={classes}>
            {content}
          </th>
        ) : (
          <td key={cell.id} className={classes}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}
