import { ALL } from '@trophy-room/routes';
import { Button, FilterDisclosure } from '@trophy-room/ui-kit';
import { fieldClass, labelClass } from '../shared/field-styles';
import { FilterSelect, TeamSearch, type Option } from '../shared/filter-fields';

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
  options: { sport: Option[]; conference: Option[]; division: Option[]; season: Option[] };
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
        <FilterSelect
          label="Sport"
          allLabel="All Sports"
          value={value.sport}
          options={options.sport}
          onChange={(sport) => onChange({ sport, conference: ALL, division: ALL })}
        />
        <FilterSelect
          label="Conference"
          allLabel="All Conferences"
          value={value.conference}
          options={options.conference}
          onChange={(conference) => onChange({ conference, division: ALL })}
        />
        <FilterSelect
          label="Division"
          allLabel="All Divisions"
          value={value.division}
          options={options.division}
          onChange={(division) => onChange({ division })}
        />
      </div>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">Season and date</legend>
        <FilterSelect
          label="Season"
          value={String(value.season)}
          options={options.season}
          onChange={(s) => onChange({ season: Number(s), date: '' })}
        />
        {dates && (
          <>
            <label className={labelClass}>
              On date
              <input
                type="date"
                className={fieldClass}
                value={value.date}
                min={dates.min}
                max={dates.max}
                onChange={(e) => e.target.value && onChange({ date: e.target.value })}
              />
            </label>
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
