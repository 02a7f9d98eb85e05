import { ALL } from '@trophy-room/routes';
import { FilterBar, type FilterOption } from '@trophy-room/ui-kit';
import { teamSearch } from '../shared/team-search';

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
  // A season other than the latest, and a date, narrow the tables too.
  const active =
    [value.q.trim(), value.date].filter(Boolean).length +
    [value.sport, value.conference, value.division].filter((v) => v !== ALL).length +
    (value.season ? 1 : 0);
  return (
    <FilterBar
      active={active}
      rowRole="none"
      columns={4}
      fields={[
        teamSearch(value.q, (q) => onChange({ q })),
        {
          kind: 'select',
          id: 'sport',
          label: 'Sport',
          allLabel: 'All Sports',
          value: value.sport,
          options: options.sport,
          onChange: (sport) => onChange({ sport, conference: ALL, division: ALL }),
        },
        {
          kind: 'select',
          id: 'conference',
          label: 'Conference',
          allLabel: 'All Conferences',
          value: value.conference,
          options: options.conference,
          onChange: (conference) => onChange({ conference, division: ALL }),
        },
        {
          kind: 'select',
          id: 'division',
          label: 'Division',
          allLabel: 'All Divisions',
          value: value.division,
          options: options.division,
          onChange: (division) => onChange({ division }),
        },
      ]}
      rows={[
        {
          kind: 'fieldset',
          legend: 'Season and date',
          fields: [
            {
              kind: 'select',
              id: 'season',
              label: 'Season',
              value: String(value.season),
              options: options.season,
              onChange: (s) => onChange({ season: Number(s), date: '' }),
            },
            dates && {
              kind: 'date',
              id: 'date',
              label: 'On date',
              value: value.date,
              min: dates.min,
              max: dates.max,
              onChange: (d) => d && onChange({ date: d }),
            },
            !!dates &&
              !!value.date && {
                kind: 'button',
                id: 'final',
                label: 'Final Table',
                onClick: () => onChange({ date: '' }),
              },
          ],
        },
      ]}
    />
  );
}
