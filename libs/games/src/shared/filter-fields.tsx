import { ALL } from '@trophy-room/routes';
import { fieldClass, labelClass } from './field-styles';

export interface Option {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** The "all" option's label (value `all`); none when the select always has a value. */
  allLabel?: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}

/** A labelled select of the games screens' filter bars. */
export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <label className={labelClass}>
      {label}
      <select className={fieldClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {allLabel && <option value={ALL}>{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The team search: a case-insensitive substring of a team's city, name or abbreviation. */
export function TeamSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  return (
    <label className={labelClass}>
      Team
      <input
        type="search"
        className={fieldClass}
        placeholder="City, name or abbreviation"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
