import { useId } from 'react';
import { seasonLabel } from '@trophy-room/season-context';

export interface SeasonPickerProps {
  /** The season shown: the one the page is about, else the site's current season. */
  value: number;
  /** The seasons the site has data for, newest first (the value is added if it is not among them). */
  years: readonly number[];
  onChange: (season: number) => void;
  /** The site's sport: its seasons' one label ("2024", or "2024-25" for basketball and hockey). */
  sport: string | null;
}

export function SeasonPicker({ value, years, onChange, sport }: SeasonPickerProps) {
  const id = useId();
  const shown = years.includes(value) ? years : [...years, value].sort((a, b) => b - a);
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
            {seasonLabel(y, sport)}
          </option>
        ))}
      </select>
    </div>
  );
}
