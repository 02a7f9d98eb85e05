import { TeamSearch } from '../shared/team-search-input';
import { ALL, SCORE_STATUSES } from '@trophy-room/routes';
import { Button, Field, fieldControl, FilterDisclosure, Select } from '@trophy-room/ui-kit';
import { weekOf } from '../shared/dates';
import type { DayRange } from '../shared/date-range';

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
  const active = (value.q.trim() ? 1 : 0) + [value.group, value.status].filter((v) => v !== ALL).length;
  return (
    <FilterDisclosure active={active} bodyClassName="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TeamSearch value={value.q} onChange={(q) => onChange({ q })} />
        <Select
          label={group.label}
          allLabel={group.allLabel}
          value={value.group}
          options={group.options}
          onChange={(v) => onChange({ group: v })}
        />
        <Select
          label="Status"
          allLabel="All Statuses"
          value={value.status}
          options={SCORE_STATUSES.map((s) => ({ value: s, label: statusLabel[s] }))}
          onChange={(v) => onChange({ status: v })}
        />
      </div>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">Dates</legend>
        <Field label="From">
          <input
            type="date"
            className={fieldControl}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </Field>
        <Field label="To">
          <input
            type="date"
            className={fieldControl}
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
          />
        </Field>
        <Button variant="outline" onClick={() => onChange({ range: { from: today, to: today } })}>
          Today
        </Button>
        <Button variant="outline" onClick={() => onChange({ range: weekOf(today) })}>
          This Week
        </Button>
      </fieldset>
    </FilterDisclosure>
  );
}
