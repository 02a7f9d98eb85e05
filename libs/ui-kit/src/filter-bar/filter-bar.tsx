// A list screen's filter bar, built from a description of its fields: a first row (a search, selects, checkboxes,
// dates…) and optional rows under it (a fieldset of dates, quick-filter chips), all behind a "Filters" button on a
// phone with the count of active filters. The page keeps the values in the URL (useUrlState) and says what each
// change does.
import type { FormEvent } from 'react';
import { cn } from '../lib/cn';
import { type FilterOption } from './fields';
import { FilterDisclosure } from './filter-disclosure';
import { FilterFieldControl, isActive, shownFields, type FilterFields } from './filter-field';
import { FilterRowView, rowActive, type FilterRow } from './filter-row';

export type { FilterOption };

/** The first row's layout: a grid (one column, two from `sm`, `columns` from `lg`), a wrapping row, or a flow. */
const layouts = {
  grid: {
    3: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
    4: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4',
    5: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-5',
  },
  row: 'flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end',
  wrap: 'flex flex-wrap gap-3',
} as const;

export interface FilterBarProps {
  /** The first row's fields, in order. */
  fields: FilterFields;
  /** Rows under the first; given, the rows stack (even when every entry is `false`). */
  rows?: (FilterRow | false | null | undefined)[];
  /** `grid` (default), `row` (side by side from `sm`, the search growing) or `wrap`. */
  layout?: 'grid' | 'row' | 'wrap';
  /** The grid's columns from `lg`. */
  columns?: 3 | 4 | 5;
  /** A `form` (Enter submits nothing) or a `div` (default). */
  as?: 'form' | 'div';
  /** The first row's role: a search landmark (default), a group, or none. */
  rowRole?: 'search' | 'group' | 'none';
  /** The first row's accessible name. */
  label?: string;
  /** How many filters differ from their defaults, where the fields' own count is not the screen's. */
  active?: number;
  /** Classes added to the first row. */
  className?: string;
}

const noSubmit = (e: FormEvent) => e.preventDefault();

export function FilterBar({
  fields,
  rows,
  layout = 'grid',
  columns = 5,
  as: As = 'div',
  rowRole = 'search',
  label,
  active,
  className,
}: FilterBarProps) {
  const first = shownFields(fields);
  const more = rows?.filter((r): r is FilterRow => !!r) ?? [];
  const count = active ?? first.filter(isActive).length + more.reduce((n, r) => n + rowActive(r), 0);
  return (
    <FilterDisclosure active={count} bodyClassName={rows ? 'flex flex-col gap-3' : undefined}>
      <As
        role={rowRole === 'none' ? undefined : rowRole}
        aria-label={label}
        onSubmit={As === 'form' ? noSubmit : undefined}
        className={cn(layout === 'grid' ? layouts.grid[columns] : layouts[layout], className)}
      >
        {first.map((f) => (
          <FilterFieldControl key={f.id} field={f} />
        ))}
      </As>
      {more.map((r, i) => (
        <FilterRowView key={i} row={r} />
      ))}
    </FilterDisclosure>
  );
}
