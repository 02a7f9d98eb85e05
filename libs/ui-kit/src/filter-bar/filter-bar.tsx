// A list screen's filter bar: a name search and one select per filter, each with its "All …" choice (the URL's
// `all`), behind a "Filters" button on a phone. The page keeps the values in the URL (useUrlState) and says what
// each change does.
import { ALL } from '@trophy-room/routes';
import { cn } from '../lib/cn';
import { SearchInput, Select, type FilterOption } from './fields';
import { FilterDisclosure } from './filter-disclosure';

export type { FilterOption };

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

export function FilterBar({ search, onSearch, searchPlaceholder, selects, className }: FilterBarProps) {
  return (
    <FilterDisclosure active={(search.trim() ? 1 : 0) + selects.filter((s) => s.value !== ALL).length}>
      <div role="search" className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-5', className)}>
        <SearchInput value={search} onChange={onSearch} placeholder={searchPlaceholder} />
        {selects.map(({ id, ...s }) => (
          <Select key={id} {...s} />
        ))}
      </div>
    </FilterDisclosure>
  );
}
