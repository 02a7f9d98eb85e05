// /leaders: the stats ranked on the site, league by league and group by group, each a link to its list. The URL may
// carry a scope (league, view, seasons, team: a team or season page links here so), which every list opens with.
import { useRouteQueries } from '@trophy-room/api-client';
import type { LeaderLeague } from '@trophy-room/contract';
import { ALL, leadersParams, paths, readParams, type ParamValues } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { PageFrame, QueryState, SkeletonGrid } from '@trophy-room/ui-kit';
import { Link, useSearchParams } from 'react-router-dom';
import { NoLeaders } from './no-leaders';
import { leadersRoute } from './routes';

export default function LeadersPage() {
  const site = useSite();
  const { stats } = useRouteQueries(leadersRoute);
  const [search] = useSearchParams();
  const scope = readParams(leadersParams, search);
  const scoped = scopeText(scope);

  const body = (
    <QueryState
      query={stats}
      pending={<SkeletonGrid count={4} label="Loading leaders..." />}
      error="Failed to load leaders"
      onRetry={() => void stats.refetch()}
      empty={<NoLeaders />}
      isEmpty={(leagues) => leagues.length === 0}
    >
      {(leagues) => (
        <div className="grid gap-6 md:grid-cols-2">
          {leagues
            .filter((l) => scope.league === ALL || l.league.slug === scope.league)
            .map((l) => (
              <LeagueStats key={l.league.slug} league={l} showLeague={site.isMainSite} scope={scope} />
            ))}
        </div>
      )}
    </QueryState>
  );

  return (
    <PageFrame
      title="Leaders"
      intro={`Who leads ${site.isMainSite ? 'each league' : `the ${site.shortName}`} in the stats fans rank by: career, single season and active players.`}
    >
      {scoped && <p className="text-sm text-slate-600">Each list opens for {scoped}.</p>}
      {body}
    </PageFrame>
  );
}

type Scope = ParamValues<typeof leadersParams>;

/** "the 1995 season, one franchise's players": the scope the URL gives, or null for none. */
function scopeText(s: Scope): string | null {
  const parts = [
    s.from && s.to && s.from === s.to
      ? `the ${s.from} season`
      : s.from || s.to
        ? `the seasons ${s.from || '…'} to ${s.to || '…'}`
        : null,
    s.team !== ALL ? "one franchise's players" : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

function LeagueStats({
  league,
  showLeague,
  scope,
}: {
  league: LeaderLeague;
  showLeague: boolean;
  scope: Scope;
}) {
  const groups = [...new Set(league.stats.map((s) => s.group))];
  return (
    <section
      aria-labelledby={`leaders-${league.league.slug}`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`leaders-${league.league.slug}`} className="text-lg font-semibold text-slate-900">
        {league.league.name}
      </h2>
      {groups.map((g) => (
        <div key={g} className="mt-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{g}</h3>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {league.stats
              .filter((s) => s.group === g)
              .map((s) => (
                <li key={s.slug}>
                  <Link
                    to={paths.leaders(s.slug, {
                      league: showLeague ? league.league.slug : undefined,
                      view: scope.view,
                      from: scope.from,
                      to: scope.to,
                      team: scope.team,
                    })}
                    className="inline-flex min-h-11 items-center font-medium text-primary-700 hover:underline sm:min-h-0"
                  >
                    {s.label}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
