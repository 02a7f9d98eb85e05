// /coaches: the coach directory, searched, filtered and paged on the server (every filter and the page in the URL).
import { useRouteQueries, useSiteFilters } from '@trophy-room/api-client';
import { COACH_STATUSES } from '@trophy-room/contract/values';
import { ALL, coachesParams, paths } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { EmptyState, useUrlState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { coachesRoute } from '../routes';
import { directoryFilters } from '../shared/directory-query';
import { sportSelect, statusSelect, teamSelect } from '../shared/directory-selects';
import { NotInSources } from '../shared/not-in-sources';
import { PersonDirectory } from '../shared/person-directory';
import { hasTeamFilter, teamOptions } from '../shared/team-options';
import { CoachCard } from './coach-card';

export default function CoachesPage() {
  return useSite().sourcesLack.includes('coaches') ? <NotInSources kind="coaches" /> : <CoachDirectory />;
}

function CoachDirectory() {
  const site = useSite();
  const [params, setParams] = useUrlState(coachesParams);
  const filters = directoryFilters(useSiteFilters(), params.sport, params.season);
  // The URL's page and the team filter's options, as the route declares them.
  const { list: coaches, teams: names } = useRouteQueries(coachesRoute);
  const teams = teamOptions(names?.data);
  const filtered = params.q.trim() !== '' || [params.team, params.status].some((v) => v !== ALL);

  return (
    <PersonDirectory
      title="Coaches"
      intro={`Every coach on ${site.name}, with career records.`}
      search={params.q}
      onSearch={(q) => setParams({ q, page: 1 })}
      selects={[
        site.isMainSite && sportSelect(params.sport, (v) => setParams({ sport: v, team: ALL, page: 1 })),
        hasTeamFilter(filters) && teamSelect(params.team, teams, (v) => setParams({ team: v, page: 1 })),
        statusSelect(params.status, COACH_STATUSES, (v) => setParams({ status: v, page: 1 })),
      ]}
      query={coaches}
      error="Error Loading Coaches"
      empty={
        <EmptyState
          title="No Coaches Found"
          message={
            !filtered
              ? 'The public sources this site is built from hold no coach records for this sport and level.'
              : params.status === 'fired' || params.status === 'resigned'
                ? 'Our sources do not record how a coaching tenure ended.'
                : 'Try adjusting your search or filters.'
          }
          action={
            !filtered ? (
              <Link to={paths.championships()} className="font-semibold text-primary-700 hover:underline">
                See the championships
              </Link>
            ) : undefined
          }
        />
      }
      page={params.page}
      onPage={(page) => setParams({ page })}
      card={(c) => <CoachCard coach={c} />}
    />
  );
}
