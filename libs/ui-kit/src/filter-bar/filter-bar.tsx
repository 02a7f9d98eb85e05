// A list screen's filter bar: a name search and one select per filter, each with its "All …" choice (the URL's
// `all`), behind a "Filters" button on a phone. The page keeps the values in the URL (useUrlState) and says what
// each change does.
import { ALL } from '@trophy-room/routes';
import { cn } from '../lib/cn';
import { FilterDisclosure } from './filter-disclosure';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelect {
  id: string;
  label: string;
  /** The label of the choice that filters nothing ("All Teams"). */
  allLabel: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
}

export interface FilterBarProps {
  search: string;
  onSearch: (q: string) => void;
  searchPlaceholder: string;
  /** One select per filter, in order. */
  selects: FilterSelect[];
  /** Grid classes beyond the default (one column, two from `sm`, five from `lg`). */
  className?: string;
}

const field =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';
const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

export function FilterBar({ search, onSearch, searchPlaceholder, selects, className }: FilterBarProps) {
  return (
    <FilterDisclosure active={(search.trim() ? 1 : 0) + selects.filter((s) => s.value !== ALL).length}>
      <div role="search" className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-5', className)}>
        <label className={labelClass}>
          Search
          <input
            type="search"
            className={field}
            placeholder={searchPlaceholder}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </label>
        {selects.map((s) => (
          <label key={s.id} className={labelClass}>
            {s.label}
            <select className={field} value={s.value} onChange={(e) => s.onChange(e.target.value)}>
              <option value={ALL}>{s.allLabel}</option>
              {s.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </FilterDisclosure>
  );
}
