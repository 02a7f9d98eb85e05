// The filter bars' form controls, one look for all: a labelled field, a select with its "All …" choice, a search box.
import { ALL } from '@trophy-room/routes';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The classes of a filter's control (select, search, date or number input). */
export const fieldControl =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';

export interface FieldProps {
  label: ReactNode;
  /** The control, styled with `fieldControl`. */
  children: ReactNode;
  className?: string;
}

/** A filter's label above its control; the label names the control. */
export function Field({ label, children, className }: FieldProps) {
  return (
    <label className={cn('flex flex-col gap-1 text-sm font-medium text-slate-700', className)}>
      {label}
      {children}
    </label>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  /** The label of the choice that filters nothing ("All Teams", the URL's `all`); none when one is always chosen. */
  allLabel?: string;
  disabled?: boolean;
  className?: string;
}

export function Select({ label, value, options, onChange, allLabel, disabled, className }: SelectProps) {
  return (
    <Field label={label} className={className}>
      <select
        className={fieldControl}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {allLabel !== undefined && <option value={ALL}>{allLabel}</option>}
        {options.map((o, i) => (
          // By place: a list may name one value twice (a conference and a division of one slug).
          <option key={`${i}-${o.value}`} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface SearchInputProps {
  value: string;
  onChange: (q: string) => void;
  placeholder: string;
  /** "Search" unless the screen names what it searches. */
  label?: string;
  className?: string;
}

export function SearchInput({ value, onChange, placeholder, label = 'Search', className }: SearchInputProps) {
  return (
    <Field label={label} className={className}>
      <input
        type="search"
        className={fieldControl}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
