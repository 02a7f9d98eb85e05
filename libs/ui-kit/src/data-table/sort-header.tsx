import { cn } from '../lib/cn';
import type { DataColumn } from './data-column';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column header: a button that sorts (Enter or Space from the keyboard), with aria-sort on the cell. */
export function SortHeader<T>({
  column,
  sorted,
  onSort,
  sticky,
}: {
  column: DataColumn<T>;
  sorted: 'asc' | 'desc' | false;
  onSort: () => void;
  sticky: boolean;
}) {
  const sortable = column.sortable ?? true;
  const label = column.title ? <abbr title={column.title}>{column.header}</abbr> : column.header;
  return (
    <th
      scope="col"
      aria-sort={sortable ? (sorted ? ariaSort[sorted] : 'none') : undefined}
      className={cn(
        'sticky top-0 border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold whitespace-nowrap text-slate-700',
        column.numeric ? 'text-right' : 'text-left',
        sticky ? 'left-0 z-20' : 'z-10',
      )}
    >
      {sortable ? (
        <button
          type="button"
          onClick={onSort}
          className={cn(
            'inline-flex items-center gap-1 rounded-sm hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-700',
            column.numeric && 'flex-row-reverse',
          )}
        >
          {label}
          <span aria-hidden="true" className={cn('text-xs', !sorted && 'text-slate-400')}>
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}
