import { SCORE_STATUSES } from '@trophy-room/routes';
import { FilterBar } from '@trophy-room/ui-kit';
import { weekOf } from '../shared/dates';
import type { DayRange } from '../shared/date-range';
import { teamSearch } from '../shared/team-search';

export interface ScoresFilterValue {
  q: string;
  /** The second filter: sport on /scores, league on a fixtures screen. */
  group: string;
  status: string;
  range: DayRange;
}

export interface ScoresFilterBarProps {
  value: ScoresFilterValue;
  onChange: (patch: Partial<ScoresFilterValue>) => void;
  group: { label: string; allLabel: string; options: { value: string; label: string }[] };
  today: string;
}

const statusLabel = { live: 'Live', final: 'Final', scheduled: 'Scheduled', postponed: 'Postponed' };

/** Team search, a sport (or league) filter, status, and the start–end date range with Today and This Week. */
export function ScoresFilterBar({ value, onChange, group, today }: ScoresFilterBarProps) {
  const { from, to } = value.range;
  const setFrom = (d: string) => d && onChange({ range: { from: d, to: to < d ? d : to } });
  // The end never goes before the start: a start past the end moves the end, an end before the start is the start.
  const setTo = (d: string) => d && onChange({ range: { from, to: d < from ? from : d } });
  return (
    <FilterBar
      rowRole="none"
      columns={3}
      fields={[
        teamSearch(value.q, (q) => onChange({ q })),
        {
          kind: 'select',
          id: 'group',
          label: group.label,
          allLabel: group.allLabel,
          value: value.group,
          options: group.options,
          onChange: (v) => onChange({ group: v }),
        },
        {
          kind: 'select',
          id: 'status',
          label: 'Status',
          allLabel: 'All Statuses',
          value: value.status,
          options: SCORE_STATUSES.map((s) => ({ value: s, label: statusLabel[s] })),
          onChange: (v) => onChange({ status: v }),
        },
      ]}
      rows={[
        {
          kind: 'fieldset',
          legend: 'Dates',
          fields: [
            { kind: 'date', id: 'from', label: 'From', value: from, onChange: setFrom },
            { kind: 'date', id: 'to', label: 'To', value: to, min: from, onChange: setTo },
            {
              kind: 'button',
              id: 'today',
              label: 'Today',
              onClick: () => onChange({ range: { from: today, to: today } }),
            },
            {
              kind: 'button',
              id: 'week',
              label: 'This Week',
              onClick: () => onChange({ range: weekOf(today) }),
            },
          ],
        },
      ]}
    />
  );
}
