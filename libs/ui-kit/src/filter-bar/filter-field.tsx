// One filter of a list screen's filter bar, described as data: a search box, a select, a checkbox, a date or number
// input, or a button. FilterBar lays them out and counts the ones that filter.
import { ALL } from '@trophy-room/routes';
import type { ReactNode } from 'react';
import { Button } from '../primitives/button';
import { Field, fieldControl, SearchInput, Select, type FilterOption } from './fields';

interface Keyed {
  /** Tells the fields apart (React's key); not rendered. */
  id: string;
}

export interface FilterSearch extends Keyed {
  kind: 'search';
  value: string;
  onChange: (q: string) => void;
  placeholder: string;
  /** "Search" unless the screen names what it searches. */
  label?: string;
  className?: string;
}

export interface FilterSelect extends Keyed {
  kind: 'select';
  label: string;
  /** The label of the choice that filters nothing ("All Teams"); none when one is always chosen. */
  allLabel?: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

export interface FilterCheckbox extends Keyed {
  kind: 'checkbox';
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export interface FilterDate extends Keyed {
  kind: 'date';
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

export interface FilterNumber extends Keyed {
  kind: 'number';
  label: string;
  value: string;
  min?: number;
  placeholder?: string;
  onChange: (value: string) => void;
}

export interface FilterButton extends Keyed {
  kind: 'button';
  label: string;
  onClick: () => void;
}

export type FilterField =
  FilterSearch | FilterSelect | FilterCheckbox | FilterDate | FilterNumber | FilterButton;

/** A list of fields where `false`, null or undefined stands for a filter the screen does not show. */
export type FilterFields = (FilterField | false | null | undefined)[];

export const shownFields = (fields: FilterFields): FilterField[] =>
  fields.filter((f): f is FilterField => !!f);

/** Whether the field narrows the list: a search typed, a select off its "All …", a box checked. */
export function isActive(f: FilterField): boolean {
  if (f.kind === 'search') return f.value.trim() !== '';
  if (f.kind === 'select') return f.allLabel !== undefined && f.value !== ALL;
  if (f.kind === 'checkbox') return f.checked;
  return false;
}

export function FilterFieldControl({ field: f }: { field: FilterField }) {
  switch (f.kind) {
    case 'search':
      return (
        <SearchInput
          label={f.label}
          className={f.className}
          value={f.value}
          placeholder={f.placeholder}
          onChange={f.onChange}
        />
      );
    case 'select':
      return (
        <Select
          label={f.label}
          allLabel={f.allLabel}
          value={f.value}
          options={f.options}
          onChange={f.onChange}
          disabled={f.disabled}
          className={f.className}
        />
      );
    case 'checkbox':
      return (
        <label className="flex items-center gap-2 py-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={f.checked}
            onChange={(e) => f.onChange(e.target.checked)}
            className="size-4 accent-primary-700"
          />
          {f.label}
        </label>
      );
    case 'date':
      return (
        <Field label={f.label}>
          <input
            type="date"
            className={fieldControl}
            value={f.value}
            min={f.min}
            max={f.max}
            onChange={(e) => f.onChange(e.target.value)}
          />
        </Field>
      );
    case 'number':
      return (
        <Field label={f.label}>
          <input
            type="number"
            min={f.min}
            inputMode="decimal"
            className={fieldControl}
            placeholder={f.placeholder}
            value={f.value}
            onChange={(e) => f.onChange(e.target.value)}
          />
        </Field>
      );
    case 'button':
      return (
        <Button variant="outline" onClick={f.onClick}>
          {f.label}
        </Button>
      );
  }
}
