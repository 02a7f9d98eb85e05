// The leader list's filters, each kept in the URL by the page: league (the hub), view, regular season or
// postseason, era (from–to), team, a rate's qualifying minimum (the rule said beside it) and the list's length.
import type { LeaderLeague, LeaderList } from '@trophy-room/contract';
import { LEADER_PHASES, LEADER_VIEWS } from '@trophy-room/contract/values';
import { ALL } from '@trophy-room/routes';
import { seasonLabel } from '@trophy-room/season-context';
import { FilterDisclosure, type FilterOption, type SetUrlState } from '@trophy-room/ui-kit';
import type { leadersParams } from '@trophy-room/routes';
import type { ReactNode } from 'react';
import type { LeaderUrlState } from './leader-query';
import { PHASE_NAMES, VIEW_NAMES } from './view-names';

const field =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';
const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

export interface LeaderFiltersProps {
  params: LeaderUrlState;
  setParams: SetUrlState<typeof leadersParams>;
  /** The leagues ranking this stat (a choice on the hub only when more than one). */
  leagues: LeaderLeague[];
  /** The list shown (its league, stat and coverage give the options). */
  list: LeaderList | undefined;
  teams: FilterOption[];
}

export function LeaderFilters({ params, setParams, leagues, list, teams }: LeaderFiltersProps) {
  const years =
    list && list.coverage.first_year !== null && list.coverage.last_year !== null
      ? Array.from(
          { length: list.coverage.last_year - list.coverage.first_year + 1 },
          (_, i) => list.coverage.first_year! + i,
        )
      : [];
  const label = (y: number) => seasonLabel(y, list?.sport);
  const league = leagues.find((l) => l.league.slug === list?.league.slug);
  const active = [
    params.league !== ALL,
    params.from > 0,
    params.to > 0,
    params.team !== ALL,
    params.min !== '',
  ].filter(Boolean).length;
  return (
    <FilterDisclosure active={active}>
      <div role="group" aria-label="Filters" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {leagues.length > 1 && (
          <Select
            label="League"
            value={params.league === ALL ? (list?.league.slug ?? ALL) : params.league}
            onChange={(v) => setParams({ league: v, team: ALL, from: 0, to: 0, min: '', phase: 'regular' })}
          >
            {leagues.map((l) => (
              <option key={l.league.slug} value={l.league.slug}>
                {l.league.name}
              </option>
            ))}
          </Select>
        )}
        <Select
          label="View"
          value={params.view}
          onChange={(v) => setParams({ view: v as LeaderUrlState['view'] })}
        >
          {LEADER_VIEWS.map((v) => (
            <option key={v} value={v}>
              {VIEW_NAMES[v]}
            </option>
          ))}
        </Select>
        {(league?.postseason || params.phase !== 'regular') && (
          <Select
            label="Games"
            value={params.phase}
            onChange={(v) => setParams({ phase: v as LeaderUrlState['phase'] })}
          >
            {LEADER_PHASES.map((p) => (
              <option key={p} value={p}>
                {PHASE_NAMES[p]}
              </option>
            ))}
          </Select>
        )}
        <Select
          label="From season"
          value={String(params.from)}
          onChange={(v) => setParams({ from: Number(v) })}
        >
          <option value="0">First season</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {label(y)}
            </option>
          ))}
        </Select>
        <Select label="To season" value={String(params.to)} onChange={(v) => setParams({ to: Number(v) })}>
          <option value="0">Latest season</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {label(y)}
            </option>
          ))}
        </Select>
        <Select label="Team" value={params.team} onChange={(v) => setParams({ team: v })}>
          <option value={ALL}>All Teams</option>
          {teams.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
        {list?.stat.rate && (
          <label className={labelClass}>
            Qualifying minimum
            <input
              type="number"
              min={0}
              inputMode="decimal"
              className={field}
              placeholder="By the rule"
              value={params.min}
              onChange={(e) => setParams({ min: e.target.value })}
            />
          </label>
        )}
        <Select
          label="Show"
          value={params.top}
          onChange={(v) => setParams({ top: v as LeaderUrlState['top'] })}
        >
          {(['25', '50', '100'] as const).map((n) => (
            <option key={n} value={n}>
              Top {n}
            </option>
          ))}
        </Select>
      </div>
    </FilterDisclosure>
  );
}

function Select(props: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <label className={labelClass}>
      {props.label}
      <select className={field} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.children}
      </select>
    </label>
  );
}
