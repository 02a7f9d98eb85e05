// /teams: every team of the site, searched, filtered and paged on the server; all of it kept in the URL.
import { useRouteQueries } from '@trophy-room/api-client';
import { ALL, paths, teamsParams } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import {
  Badge,
  EmptyState,
  PageFrame,
  PageLinks,
  QueryState,
  SkeletonGrid,
  StatTile,
  useUrlState,
} from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { teamsRoute } from '../routes';
import { exploreLine, TEAMS_PAGE_SIZE } from './directory-query';
import { TeamCard } from './team-card';
import { TeamFilterBar } from './team-filter-bar';

export default function TeamsPage() {
  const site = useSite();
  const [values, setValues] = useUrlState(teamsParams);
  // The filter options, and the URL's page once they have come (the route resolves the URL against them).
  const { facets, page } = useRouteQueries(teamsRoute);
  const groups = (facets.data?.groups ?? []).filter(
    (g) => values.sport === ALL || g.sport_slug === values.sport,
  );
  const pages = page?.data ? Math.max(1, Math.ceil(page.data.count / TEAMS_PAGE_SIZE)) : 1;

  const body = (
    <QueryState
      query={{ data: page?.data, error: facets.error ?? page?.error ?? null }}
      pending={<SkeletonGrid count={9} label="Loading teams..." />}
      error="Failed to load teams data"
      empty={
        <EmptyState
          title="No Teams Found"
          message="Try adjusting your search or filters."
          action={
            <Link to={paths.teams()} className="text-primary-800 underline">
              Clear search and filters
            </Link>
          }
        />
      }
      isEmpty={(p) => p.results.length === 0}
    >
      {(p) => (
        <>
          <ul aria-label="Teams" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {p.results.map((t) => (
              <li key={t.id}>
                <TeamCard team={t} />
              </li>
            ))}
          </ul>
          <PageLinks page={values.page} pages={pages} href={(n) => paths.teams({ ...values, page: n })} />
        </>
      )}
    </QueryState>
  );

  return (
    <PageFrame>
      <header className="flex flex-col gap-2">
        <Badge variant="primary" className="self-start">
          Team Directory
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">ALL TEAMS</h1>
        {facets.data && <p className="text-slate-600">{exploreLine(site, facets.data.total)}</p>}
      </header>
      <TeamFilterBar value={values} onChange={setValues} sports={facets.data?.sports ?? []} groups={groups} />
      <section aria-label="Team statistics" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatTile label="Total Teams" value={facets.data?.total ?? '–'} />
        <StatTile label="Sports" value={facets.data?.sports.length ?? '–'} />
        <StatTile label="Divisions" value={facets.data?.groups.length ?? '–'} />
        <StatTile label="Filtered Results" value={page?.data?.count ?? '–'} />
      </section>
      {body}
    </PageFrame>
  );
}
