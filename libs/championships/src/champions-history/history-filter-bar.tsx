import { FilterDisclosure, Select } from '@trophy-room/ui-kit';
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

/** Year (All Years plus the years present, newest first) and Sport (All Sports and the four sports). */
export function HistoryFilterBar({ years, year, onYear, sport, onSport }: HistoryFilterBarProps) {
  const active = (year !== ALL ? 1 : 0) + (onSport && sport !== ALL ? 1 : 0);
  return (
    <FilterDisclosure active={active}>
      <form
        aria-label="Filter championship history"
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-wrap gap-3"
      >
        <Select
          label="Year"
          allLabel="All Years"
          value={year}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          onChange={onYear}
        />
        {onSport && (
          <Select
            label="Sport"
            allLabel="All Sports"
            value={sport ?? ALL}
            options={SPORT_CATEGORIES.map((s) => ({ value: s, label: s }))}
            onChange={onSport}
          />
        )}
      </form>
    </FilterDisclosure>
  );
}
