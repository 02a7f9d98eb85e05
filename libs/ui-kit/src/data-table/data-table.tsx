// The shared data table: it flows in the page (no inner vertical scroll box), with sortable headers whose
// abbreviations are spelled out, numbers in tabular figures, a header that stays under the site's top bar (sticky
// while the table fits its width; where it does not, on phones, the box scrolls sideways with the first column
// pinned and a cue, and the header follows the page by a scroll-driven animation); an empty state and "Download
// CSV" of the rows as shown (with a "CSV downloaded" toast).
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { notify } from '../feedback/notify';
import { cn } from '../lib/cn';
import { downloadCsv, toCsv } from './csv';
import type { DataColumn, SortState } from './data-column';
import { DataTableRow } from './data-table-row';
import { DataTableToolbar } from './data-table-toolbar';
import { SortHeader } from './sort-header';
import { nextSort, sortRows } from './sort-rows';
import { useTableFit } from './use-table-fit';

export interface DataTableProps<T> {
  /** The table's name: its caption and the name of its scroll region. */
  caption: string;
  /** Show the caption (else it is for screen readers only). */
  showCaption?: boolean;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** The sort the table opens with (none: the rows' own order). */
  initialSort?: SortState;
  /** A controlled sort (e.g. kept in the URL with useUrlState and sortFromParam/sortToParam); needs onSortChange. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Shown instead of the table when there are no rows. */
  emptyMessage?: string;
  /** File name of "Download CSV"; no button without it. */
  csvFileName?: string;
  /** A row's background (e.g. to mark a champion); zebra stripes when it returns undefined. */
  rowClassName?: (row: T) => string | undefined;
  /** A totals row under the body (e.g. career totals): not sorted, last in the CSV. */
  footerRow?: T;
  /** A row's details, shown under it across every column when it returns content (e.g. the one expanded row). */
  rowDetail?: (row: T) => ReactNode;
  className?: string;
}

export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  initialSort,
  sort,
  onSortChange,
  emptyMessage = 'No data available',
  csvFileName,
  rowClassName,
  footerRow,
  rowDetail,
  className,
}: DataTableProps<T>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(initialSort ?? null);
  const current = onSortChange && sort !== undefined ? sort : ownSort;
  const setSort = onSortChange ?? setOwnSort;
  const shown = sortRows(rows, columns, current);
  const scroller = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const { fits, moreToRight, scrolled } = useTableFit(scroller, table, rows.length);

  if (rows.length === 0) {
    return (
      <p
        data-slot="data-table-empty"
        className={cn(
          'rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600',
          className,
        )}
      >
        {emptyMessage}
      </p>
    );
  }

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-2', className)}>
      <DataTableToolbar
        caption={caption}
        moreToRight={moreToRight}
        onDownload={
          csvFileName
            ? () => {
                downloadCsv(
                  csvFileName,
                  toCsv(columns, [...shown, ...(footerRow === undefined ? [] : [footerRow])]),
                );
                notify.success('CSV downloaded');
              }
            : undefined
        }
      />
      <div className="relative">
        <div
          ref={scroller}
          role="region"
          aria-label={caption}
          // Sideways scroll until measured to fit (data-table.css): the page never widens, and the header sticks
          // under the top bar only where no scroll box captures it.
          data-fits={fits ? '' : undefined}
          data-scrolled={scrolled ? '' : undefined}
          // A scrollable region must take keyboard focus (axe scrollable-region-focusable).
          tabIndex={fits ? undefined : 0}
          className="data-scroll rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-primary-700"
        >
          <table ref={table} className="min-w-full border-separate border-spacing-0 text-sm">
            <caption className={showCaption ? 'px-3 pt-3 text-left font-semibold text-slate-900' : 'sr-only'}>
              {caption}
            </caption>
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <SortHeader
                    key={column.id}
                    column={column}
                    sorted={current?.id === column.id ? (current.desc ? 'desc' : 'asc') : false}
                    onSort={() => setSort(nextSort(current, column, rows))}
                    sticky={i === 0}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const detail = rowDetail?.(row);
                return (
                  <Fragment key={rowKey(row)}>
                    <DataTableRow columns={columns} row={row} className={rowClassName?.(row)} />
                    {detail != null && detail !== false && (
                      <tr data-slot="data-table-detail">
                        <td
                          colSpan={columns.length}
                          className="border-b border-slate-200 bg-slate-50 px-3 py-3"
                        >
                          {detail}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
            {footerRow !== undefined && (
              <tfoot>
                <DataTableRow columns={columns} row={footerRow} totals />
              </tfoot>
            )}
          </table>
        </div>
        {moreToRight && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-8 rounded-r-xl bg-gradient-to-l from-slate-900/15 to-transparent"
          />
        )}
      </div>
    </div>
  );
}
