// The directories' filter bar: name search, sport (hub only), position (players), team and status, all kept in
// the URL by the page.
import { ALL } from '@trophy-room/routes';

export interface FilterOption {
  value: string;
  label: string;
}

export interface DirectoryFilterBarProps {
  search: string;
  onSearch: (q: string) => void;
  searchPlaceholder: string;
  /** One select per filter, in order. */
  selects: {
    id: string;
    label: string;
    allLabel: string;
    value: string;
    options: FilterOption[];
    onChange: (v: string) => void;
  }[];
}

const field =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';
const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

export function DirectoryFilterBar({
  search,
  onSearch,
  searchPlaceholder,
  selects,
}: DirectoryFilterBarProps) {
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
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
  );
}
