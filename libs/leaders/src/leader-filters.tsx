// The leader list's filters, each kept in the URL by the page: league (the hub), view, regular season or
// postseason, era (from–to), team, a rate's qualifying minimum (the rule said beside it) and the list's length.
import type { LeaderLeague, LeaderList } from '@trophy-room/contract';
import { LEADER_PHASES, LEADER_VIEWS } from '@trophy-room/contract/values';
import { ALL } from '@trophy-room/routes';
import { seasonLabel } from '@trophy-room/season-context';
import { FilterBar, type FilterOption, type SetUrlState } from '@trophy-room/ui-kit';
import type { leadersParams } from '@trophy-room/routes';
import type { LeaderUrlState } from './leader-query';
import { PHASE_NAMES, VIEW_NAMES } from './view-names';

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
  const seasons = years.map((y) => ({ value: String(y), label: label(y) }));
  return (
    <FilterBar
      active={active}
      rowRole="group"
      label="Filters"
      columns={4}
      fields={[
        leagues.length > 1 && {
          kind: 'select',
          id: 'league',
          label: 'League',
          value: params.league === ALL ? (list?.league.slug ?? ALL) : params.league,
          options: leagues.map((l) => ({ value: l.league.slug, label: l.league.name })),
          onChange: (v) => setParams({ league: v, team: ALL, from: 0, to: 0, min: '', phase: 'regular' }),
        },
        {
          kind: 'select',
          id: 'view',
          label: 'View',
          value: params.view,
          options: LEADER_VIEWS.map((v) => ({ value: v, label: VIEW_NAMES[v] })),
          onChange: (v) => setParams({ view: v as LeaderUrlState['view'] }),
        },
        (league?.postseason || params.phase !== 'regular') && {
          kind: 'select',
          id: 'phase',
          label: 'Games',
          value: params.phase,
          options: LEADER_PHASES.map((p) => ({ value: p, label: PHASE_NAMES[p] })),
          onChange: (v) => setParams({ phase: v as LeaderUrlState['phase'] }),
        },
        {
          kind: 'select',
          id: 'from',
          label: 'From season',
          value: String(params.from),
          options: [{ value: '0', label: 'First season' }, ...seasons],
          onChange: (v) => setParams({ from: Number(v) }),
        },
        {
          kind: 'select',
          id: 'to',
          label: 'To season',
          value: String(params.to),
          options: [{ value: '0', label: 'Latest season' }, ...seasons],
          onChange: (v) => setParams({ to: Number(v) }),
        },
        {
          kind: 'select',
          id: 'team',
          label: 'Team',
          allLabel: 'All Teams',
          value: params.team,
          options: teams,
          onChange: (v) => setParams({ team: v }),
        },
        list?.stat.rate && {
          kind: 'number',
          id: 'min',
          label: 'Qualifying minimum',
          min: 0,
          placeholder: 'By the rule',
          value: params.min,
          onChange: (v) => setParams({ min: v }),
        },
        {
          kind: 'select',
          id: 'top',
          label: 'Show',
          value: params.top,
          options: (['25', '50', '100'] as const).map((n) => ({ value: n, label: `Top ${n}` })),
          onChange: (v) => setParams({ top: v as LeaderUrlState['top'] }),
        },
      ]}
    />
  );
}
