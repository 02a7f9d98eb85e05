// /championships/:slug: one championship (the route's query), its records and its latest champions (their own
// queries: they need the championship's id).
import { useRouteData, useRouteQueries } from '@trophy-room/api-client';
import type { Championship } from '@trophy-room/contract';
import { DetailFrame, FailedToLoadData, LoadingSpinner, QueryState, TrophyIcon } from '@trophy-room/ui-kit';
import { championshipRoute } from '../routes';
import { DEFAULT_DESCRIPTION } from '../shared/defaults';
import { ChampionshipRecords } from './championship-records';
import { ChampionshipResultsTable } from './championship-results-table';
import { ChampionshipTiles } from './championship-tiles';
import { CurrentChampionCard } from './current-champion-card';
import { dataAsOfLine } from '../shared/final-date';
import { ChampionshipEndedCard } from './championship-ended-card';
import { NextChampionshipCard } from './next-championship-card';
import { RecentChampions } from './recent-champions';
import { newestFirst } from './result-format';
import { paths } from '@trophy-room/routes';

export default function ChampionshipDetailPage() {
  return (
    <DetailFrame
      state={useRouteData(championshipRoute)}
      breadcrumb={(d) =>
        d
          ? {
              items: [
                { label: 'All Championships', to: paths.championships() },
                { label: d.championship.name },
              ],
            }
          : null
      }
      loading={<LoadingSpinner variant="trophy" label="Loading championship details..." page />}
      error={(_, retry) => (
        <div className="mx-auto my-12 max-w-xl">
          <FailedToLoadData onRetry={retry} />
        </div>
      )}
      notFound={{
        title: 'Championship Not Found',
        message: "We couldn't find details for this championship.",
        icon: <TrophyIcon className="size-10" />,
        back: { to: paths.championships(), label: 'Back to Championships' },
        // Where it stood before the frame: 34rem wide (a 36rem column less its padding), 4rem down.
        className: 'mx-auto mt-8 w-full max-w-[34rem]',
      }}
    >
      {({ championship }) => <ChampionshipDetail championship={championship} />}
    </DetailFrame>
  );
}

function ChampionshipDetail({ championship: c }: { championship: Championship }) {
  const { results, stats } = useRouteQueries(championshipRoute);
  const latest = newestFirst(results?.data ?? []);
  return (
    <>
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
          {c.sport.name} · {c.level.name}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{c.name}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{c.description || DEFAULT_DESCRIPTION}</p>
        {c.missing_note && <p className="mt-2 max-w-3xl text-sm text-amber-800">Missing: {c.missing_note}</p>}
        {dataAsOfLine(c.data_as_of) && (
          <p className="mt-1 text-xs text-slate-500">{dataAsOfLine(c.data_as_of)}</p>
        )}
      </header>
      <ChampionshipTiles
        founded={c.first_year}
        totalGames={stats?.data?.total_games ?? (results?.data ? results.data.length : c.editions_count)}
        teamsCompeting={stats?.data?.total_teams ?? null}
        format={c.format}
      />
      <QueryState
        query={{
          data: results?.data && stats?.data ? { results: results.data, stats: stats.data } : undefined,
          error: results?.error ?? stats?.error ?? null,
        }}
        pending={<LoadingSpinner label="Loading champions..." />}
        onRetry={() => void Promise.all([results?.refetch(), stats?.refetch()])}
      >
        {(d) => (
          <>
            <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
              <CurrentChampionCard result={latest[0]} ended={c.last_year !== null} />
              {c.last_year !== null ? <ChampionshipEndedCard championship={c} /> : <NextChampionshipCard />}
            </div>
            <ChampionshipRecords stats={d.stats} sport={c.sport.slug} />
            <RecentChampions results={latest} />
            <ChampionshipResultsTable slug={c.slug} results={latest} />
          </>
        )}
      </QueryState>
    </>
  );
}
