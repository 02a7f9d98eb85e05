import { useId } from 'react';
import { ALL } from '@trophy-room/routes';
import { SPORT_CATEGORIES } from '@trophy-room/domain';

export interface HistoryFilterBarProps {
  years: number[];
  year: string;
  onYear: (year: string) => void;
  /** Omitted on a single-sport site, where only its sport is shown. */
  sport?: string;
  onSport?: (sport: string) => void;
}

const field =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600';

/** Year (All Years plus the years present, newest first) and Sport (All Sports and the four sports). */
export function HistoryFilterBar({ years, year, onYear, sport, onSport }: HistoryFilterBarProps) {
  const id = useId();
  return (
    <form
      aria-label="Filter championship history"
      onSubmit={(e) => e.preventDefault()}
      className="flex flex-wrap gap-3"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-year`} className="text-sm font-medium text-slate-700">
          Year
        </label>
        <select id={`${id}-year`} value={year} onChange={(e) => onYear(e.target.value)} className={field}>
          <option value={ALL}>All Years</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {onSport && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-sport`} className="text-sm font-medium text-slate-700">
            Sport
          </label>
          <select
            id={`${id}-sport`}
            value={sport}
            onChange={(e) => onSport(e.target.value)}
            className={field}
          >
            <option value={ALL}>All Sports</option>
            {SPORT_CATEGORIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}
    </form>
  );
}
