// The shared data table: sortable headers, numbers in tabular figures, sticky header and first column, a scroll
// cue on narrow screens, an empty state and "Download CSV" of the rows as shown.
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { downloadCsv, toCsv } from './csv';
import type { DataColumn, SortState } from './data-column';
import { DataTableFooter } from './data-table-footer';
import { DataTableRow } from './data-table-row';
import { DataTableToolbar } from './data-table-toolbar';
import { SortHeader } from './sort-header';
import { useScrollCue } from './use-scroll-cue';

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
  className?: string;
}

const toColumnDef = <T,>(c: DataColumn<T>): ColumnDef<T> => ({
  id: c.id,
  // Missing values sort last in either direction.
  accessorFn: (row) => c.value(row) ?? undefined,
  enableSorting: c.sortable ?? true,
  sortUndefined: 'last',
  meta: c,
});

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
  className,
}: DataTableProps<T>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>(initialSort ? [initialSort] : []);
  // One array per sort, not per render: TanStack re-sorts (and schedules resets) whenever the array changes.
  const [sortId, sortDesc] = [sort?.id, sort?.desc ?? false];
  const controlled = useMemo<SortingState>(
    () => (sortId ? [{ id: sortId, desc: sortDesc }] : []),
    [sortId, sortDesc],
  );
  const sorting = onSortChange && sort !== undefined ? controlled : ownSorting;
  const setSorting = (next: SortingState) =>
    onSortChange ? onSortChange(next[0] ?? null) : setOwnSorting(next);
  const defs = useMemo(() => columns.map(toColumnDef), [columns]);
  // TanStack Table v8 hands back a mutable instance the React Compiler cannot memoize; it skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { sorting },
    onSortingChange: (update) => setSorting(typeof update === 'function' ? update(sorting) : update),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    // No pagination: nothing to reset when the rows or the sort change.
    autoResetAll: false,
    getRowId: (row) => String(rowKey(row)),
  });
  const scroller = useRef<HTMLDivElement>(null);
  const moreToRight = useScrollCue(scroller, rows.length);
  const shown = table.getRowModel().rows;

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
            ? () =>
                downloadCsv(
                  csvFileName,
                  toCsv(columns, [
                    ...shown.map((r) => r.original),
                    ...(footerRow === undefined ? [] : [footerRow]),
                  ]),
                )
            : undefined
        }
      />
      <div className="relative">
        <div
          ref={scroller}
          role="region"
          aria-label={caption}
          // A scrollable region must take keyboard focus (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-[80vh] overflow-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-primary-700"
        >
          <table className="min-w-full border-separate border-spacing-0 text-sm">
            <caption className={showCaption ? 'px-3 pt-3 text-left font-semibold text-slate-900' : 'sr-only'}>
              {caption}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header, i) => (
                    <SortHeader key={header.id} header={header} sticky={i === 0} />
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {shown.map((row) => (
                <DataTableRow key={row.id} row={row} className={rowClassName?.(row.original)} />
              ))}
            </tbody>
            {footerRow !== undefined && <DataTableFooter columns={columns} row={footerRow} />}
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
