import { ALL, SCORE_STATUSES } from '@trophy-room/routes';
import { Button } from '@trophy-room/ui-kit';
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

const field =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';
const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';
const statusLabel = { live: 'Live', final: 'Final', scheduled: 'Scheduled', postponed: 'Postponed' };

/** Team search, a sport (or league) filter, status, and the start–end date range with Today and This Week. */
export function ScoresFilterBar({ value, onChange, group, today }: ScoresFilterBarProps) {
  const { from, to } = value.range;
  const setFrom = (d: string) => d && onChange({ range: { from: d, to: to < d ? d : to } });
  // The end never goes before the start (spec §5).
  const setTo = (d: string) => d && onChange({ range: { from, to: d < from ? from : d } });
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <label className={labelClass}>
          Team
          <input
            type="search"
            className={field}
            placeholder="City, name or abbreviation"
            value={value.q}
            onChange={(e) => onChange({ q: e.target.value })}
          />
        </label>
        <label className={labelClass}>
          {group.label}
          <select className={field} value={value.group} onChange={(e) => onChange({ group: e.target.value })}>
            <option value={ALL}>{group.allLabel}</option>
            {group.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Status
          <select
            className={field}
            value={value.status}
            onChange={(e) => onChange({ status: e.target.value })}
          >
            <option value={ALL}>All Statuses</option>
            {SCORE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">Dates</legend>
        <label className={labelClass}>
          From
          <input type="date" className={field} value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className={labelClass}>
          To
          <input
            type="date"
            className={field}
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <Button variant="outline" onClick={() => onChange({ range: { from: today, to: today } })}>
          Today
        </Button>
        <Button variant="outline" onClick={() => onChange({ range: weekOf(today) })}>
          This Week
        </Button>
      </fieldset>
    </div>
  );
}
