import { TeamSearch } from '../shared/team-search-input';
import { ALL } from '@trophy-room/routes';
import {
  Button,
  Field,
  fieldControl,
  FilterDisclosure,
  type FilterOption,
  Select,
} from '@trophy-room/ui-kit';

export interface StandingsFilterValue {
  q: string;
  sport: string;
  conference: string;
  division: string;
  season: number;
  date: string;
}

export interface StandingsFilterBarProps {
  value: StandingsFilterValue;
  onChange: (patch: Partial<StandingsFilterValue>) => void;
  options: {
    sport: FilterOption[];
    conference: FilterOption[];
    division: FilterOption[];
    season: FilterOption[];
  };
  /** The days a table on a date can be asked for (null: the season has no games in our data). */
  dates: { min: string; max: string } | null;
}

/** Team search, sport, conference and division filters, the season and a date within it. */
export function StandingsFilterBar({ value, onChange, options, dates }: StandingsFilterBarProps) {
  const active =
    [value.q.trim(), value.date].filter(Boolean).length +
    [value.sport, value.conference, value.division].filter((v) => v !== ALL).length +
    (value.season ? 1 : 0);
  return (
    <FilterDisclosure active={active} bodyClassName="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TeamSearch value={value.q} onChange={(q) => onChange({ q })} />
        <Select
          label="Sport"
          allLabel="All Sports"
          value={value.sport}
          options={options.sport}
          onChange={(sport) => onChange({ sport, conference: ALL, division: ALL })}
        />
        <Select
          label="Conference"
          allLabel="All Conferences"
          value={value.conference}
          options={options.conference}
          onChange={(conference) => onChange({ conference, division: ALL })}
        />
        <Select
          label="Division"
          allLabel="All Divisions"
          value={value.division}
          options={options.division}
          onChange={(division) => onChange({ division })}
        />
      </div>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">Season and date</legend>
        <Select
          label="Season"
          value={String(value.season)}
          options={options.season}
          onChange={(s) => onChange({ season: Number(s), date: '' })}
        />
        {dates && (
          <>
            <Field label="On date">
              <input
                type="date"
                className={fieldControl}
                value={value.date}
                min={dates.min}
                max={dates.max}
                onChange={(e) => e.target.value && onChange({ date: e.target.value })}
              />
            </Field>
            {value.date && (
              <Button variant="outline" onClick={() => onChange({ date: '' })}>
                Final Table
              </Button>
            )}
          </>
        )}
      </fieldset>
    </FilterDisclosure>
  );
}
