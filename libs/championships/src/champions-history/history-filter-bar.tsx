import { FilterBar } from '@trophy-room/ui-kit';
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
  return (
    <FilterBar
      as="form"
      rowRole="none"
      label="Filter championship history"
      layout="wrap"
      fields={[
        {
          kind: 'select',
          id: 'year',
          label: 'Year',
          allLabel: 'All Years',
          value: year,
          options: years.map((y) => ({ value: String(y), label: String(y) })),
          onChange: onYear,
        },
        onSport && {
          kind: 'select',
          id: 'sport',
          label: 'Sport',
          allLabel: 'All Sports',
          value: sport ?? ALL,
          options: SPORT_CATEGORIES.map((s) => ({ value: s, label: s })),
          onChange: onSport,
        },
      ]}
    />
  );
}
