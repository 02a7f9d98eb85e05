// The rows a filter bar may add under its first: a fieldset of fields (dates, a season) or a row of toggle chips
// (the hub's quick filters by site).
import { cn } from '../lib/cn';
import { FilterFieldControl, isActive, shownFields, type FilterFields } from './filter-field';

export interface FilterFieldset {
  kind: 'fieldset';
  /** Names the fieldset for screen readers (the row shows its fields' own labels). */
  legend: string;
  fields: FilterFields;
}

export interface FilterChips {
  kind: 'chips';
  /** The group's accessible name ("Quick filters"). */
  label: string;
  /** The chip pressed, or null for none. */
  value: string | null;
  options: { value: string; label: string; title?: string }[];
  /** The chip pressed, or null when the pressed one is pressed again. */
  onChange: (value: string | null) => void;
}

export type FilterRow = FilterFieldset | FilterChips;

export const rowActive = (row: FilterRow): number =>
  row.kind === 'chips' ? (row.value === null ? 0 : 1) : shownFields(row.fields).filter(isActive).length;

export function FilterRowView({ row }: { row: FilterRow }) {
  if (row.kind === 'fieldset')
    return (
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{row.legend}</legend>
        {shownFields(row.fields).map((f) => (
          <FilterFieldControl key={f.id} field={f} />
        ))}
      </fieldset>
    );
  return (
    <div role="group" aria-label={row.label} className="flex flex-wrap gap-2">
      {row.options.map((o) => {
        const on = row.value === o.value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={on}
            title={o.title}
            onClick={() => row.onChange(on ? null : o.value)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary-700',
              on
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
