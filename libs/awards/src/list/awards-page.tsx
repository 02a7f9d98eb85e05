// /awards: every award the site's leagues hold, per league, with how often each was given and over which seasons;
// search, league and sort in the URL.
import { useRouteQueries } from '@trophy-room/api-client';
import type { AwardSummary } from '@trophy-room/contract';
import { ALL, awardsParams, paths } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import {
  EmptyState,
  FilterBar,
  LoadingSpinner,
  PageFrame,
  QueryState,
  sortFromParam,
  sortToParam,
  useUrlState,
} from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { awardsRoute } from '../routes';
import { AwardsTable } from './awards-table';

/** The leagues the list holds, in its order, as the league filter's options. */
function leagueOptions(awards: AwardSummary[]) {
  const seen = new Map<string, string>();
  for (const a of awards) if (!seen.has(a.league.slug)) seen.set(a.league.slug, a.league.abbreviation);
  return [...seen].map(([value, label]) => ({ value, label }));
}

export default function AwardsPage() {
  const site = useSite();
  const { awards } = useRouteQueries(awardsRoute);
  const [params, setParams] = useUrlState(awardsParams);

  const body = (
    <QueryState
      query={awards}
      pending={<LoadingSpinner label="Loading awards..." />}
      error="Error Loading Awards"
      empty={
        <EmptyState
          title="No Awards Found"
          message="The public sources this site is built from hold no award records for this sport and level."
          action={
            <Link to={paths.championships()} className="font-semibold text-primary-700 hover:underline">
              See the championships
            </Link>
          }
        />
      }
      isEmpty={(data) => data.length === 0}
    >
      {(data) => {
        const leagues = leagueOptions(data);
        const q = params.q.trim().toLowerCase();
        const shown = data.filter(
          (a) =>
            (params.league === ALL || a.league.slug === params.league) &&
            (!q || a.name.toLowerCase().includes(q)),
        );
        return (
          <>
            <FilterBar
              fields={[
                {
                  kind: 'search',
                  id: 'q',
                  value: params.q,
                  onChange: (next) => setParams({ q: next }),
                  placeholder: 'Search awards by name',
                },
                leagues.length > 1 && {
                  kind: 'select',
                  id: 'league',
                  label: 'League',
                  allLabel: 'All Leagues',
                  value: params.league,
                  options: leagues,
                  onChange: (league) => setParams({ league }),
                },
              ]}
            />
            <p className="text-sm text-slate-600" aria-live="polite">
              {shown.length === data.length
                ? `${data.length} awards`
                : `${shown.length} of ${data.length} awards`}
            </p>
            <AwardsTable
              awards={shown}
              sort={sortFromParam(params.sort)}
              onSortChange={(next) => setParams({ sort: sortToParam(next) })}
            />
          </>
        );
      }}
    </QueryState>
  );

  return (
    <PageFrame
      title="Awards"
      intro={`Every award on ${site.name}: MVPs, rookies, all-star selections and more, with every winner year by year.`}
    >
      {body}
    </PageFrame>
  );
}
