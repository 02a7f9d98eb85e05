import { cn } from '../lib/cn';
import type { DataColumn } from './data-column';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header: a button that sorts (Enter or Space from the keyboard), with aria-sort on the cell; an abbreviated
 * header is named in full for screen readers.
 */
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
  // An abbreviation shows as such (dotted, its full name on hover) and is read by its full name: the header's and
  // its sort button's accessible name is "Wins", not "W".
  const label = column.title ? (
    <>
      <abbr title={column.title} aria-hidden="true">
        {column.header}
      </abbr>
      <span className="sr-only">{column.title}</span>
    </>
  ) : (
    column.header
  );
  return (
    <th
      scope="col"
      aria-sort={sortable ? (sorted ? ariaSort[sorted] : 'none') : undefined}
      className={cn('data-head', column.numeric && 'data-head-num', sticky && 'data-head-first')}
    >
      {sortable ? (
        <button type="button" onClick={onSort} className="data-sort">
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
