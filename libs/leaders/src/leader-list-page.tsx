// /leaders/{stat}: one stat's leaders — career, single season or active players — with every filter in the URL, the
// stat's coverage said above the table, and the qualifying rule of a rate. An unknown stat shows Stat Not Found
// (the server answers 404).
import { useQuery } from '@tanstack/react-query';
import { siteFilters, teamQueries, useRouteQueries, useSiteFilters } from '@trophy-room/api-client';
import { leadersParams, paths } from '@trophy-room/routes';
import {
  Breadcrumb,
  NotFound,
  PageFrame,
  QueryState,
  SkeletonGrid,
  sortFromParam,
  sortToParam,
  useUrlState,
} from '@trophy-room/ui-kit';
import { useParams } from 'react-router-dom';
import { CoverageNote } from './coverage-note';
import { LeaderFilters } from './leader-filters';
import { LeaderTable } from './leader-table';
import { NoLeaders } from './no-leaders';
import { leaderStatRoute } from './routes';
import { PHASE_NAMES, viewHeading } from './view-names';

export default function LeaderListPage() {
  const { stat = '' } = useParams();
  const filters = useSiteFilters();
  const [params, setParams] = useUrlState(leadersParams);
  const { stats, list } = useRouteQueries(leaderStatRoute);
  const data = list.data;
  // The team filter's choices: the list's own sport's teams, asked in the browser once the list is in (the server
  // does not fetch them).
  const teamFilters = data ? siteFilters({ sport: data.sport, level: data.level }) : filters;
  const teams = useQuery({ ...teamQueries.list(teamFilters), enabled: data !== undefined });
  const leagues = (stats.data ?? []).filter((l) => l.stats.some((s) => s.slug === stat));

  const body = (
    <QueryState
      query={list}
      pending={<SkeletonGrid count={6} label="Loading leaders..." />}
      error="Failed to load leaders"
      onRetry={() => void list.refetch()}
      notFound={
        stats.data?.length === 0 ? (
          <NoLeaders />
        ) : (
          <NotFound
            title="Stat Not Found"
            message="We don't rank players by this stat on this site."
            back={{ to: paths.leaders(), label: 'Back to Leaders' }}
          />
        )
      }
    >
      {(data) => {
        const l = data;
        return (
          <>
            <LeaderFilters
              params={params}
              setParams={setParams}
              leagues={leagues}
              list={l}
              teams={(teams.data ?? []).map((t) => ({ value: t.slug, label: t.name }))}
            />
            {l.stat.qualifier && (
              <p className="text-sm text-slate-700">
                <strong>Qualifying:</strong>{' '}
                {l.min !== null
                  ? `at least ${l.min} (set above) — the rule: ${l.stat.qualifier}`
                  : l.stat.qualifier}
                .
              </p>
            )}
            <CoverageNote list={l} />
            <LeaderTable
              list={l}
              sort={sortFromParam(params.sort)}
              onSortChange={(s) => setParams({ sort: sortToParam(s) })}
            />
          </>
        );
      }}
    </QueryState>
  );

  const l = list.data;
  return (
    <PageFrame
      above={
        <Breadcrumb items={[{ label: 'Leaders', to: paths.leaders() }, { label: l?.stat.label ?? 'Stat' }]} />
      }
      title={l ? `${l.stat.label}: ${viewHeading(l.view).toLowerCase()}` : 'Leaders'}
      intro={
        l
          ? `${l.league.name}, ${PHASE_NAMES[l.phase].toLowerCase()}${l.team ? `, with the ${l.team.name}` : ''}, top ${l.top}.`
          : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
