import { useId } from 'react';
import { PICKER_SIZE, seasonLabel } from '@trophy-room/season-context';

export interface SeasonPickerProps {
  value: number;
  /** Every selectable season, newest first; the picker shows the first 20 (plus the selected one if older). */
  options: number[];
  onChange: (season: number) => void;
  /** Label seasons as "2024 Season" rather than "2024-25 Season". */
  singleYear?: boolean;
}

export function SeasonPicker({ value, options, onChange, singleYear = false }: SeasonPickerProps) {
  const id = useId();
  const shown = options.slice(0, PICKER_SIZE);
  if (!shown.includes(value)) shown.push(value);
  return (
    <div data-slot="season-picker" className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Season
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number.parseInt(e.target.value, 10))}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        {shown.map((y) => (
          <option key={y} value={y}>
            {seasonLabel(y, singleYear)}
          </option>
        ))}
      </select>
    </div>
  );
}
