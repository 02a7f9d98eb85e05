// /awards/{slug}: one award — how often it was given and over which seasons, who won it most, and every winner year
// by year (search and sort in the URL). An unknown slug shows Award Not Found (the server answers 404).
import { useRouteData } from '@trophy-room/api-client';
import { awardParams, paths } from '@trophy-room/routes';
import { formatNumber } from '@trophy-room/domain';
import { Badge, DetailFrame, FilterBar, sortFromParam, sortToParam, useUrlState } from '@trophy-room/ui-kit';
import { awardRoute } from '../routes';
import { spanLabel } from '../shared/format';
import { MostWinsTable } from './most-wins-table';
import { WinnersTable } from './winners-table';

export default function AwardDetailPage() {
  const [params, setParams] = useUrlState(awardParams);
  return (
    <DetailFrame
      state={useRouteData(awardRoute)}
      breadcrumb={(d) => ({
        items: [{ label: 'All Awards', to: paths.awards() }, { label: d?.award.name ?? 'Award' }],
      })}
      loading="Loading award..."
      error="Error Loading Award"
      notFound={{
        title: 'Award Not Found',
        message: "We couldn't find this award.",
        back: { to: paths.awards(), label: 'Back to Awards' },
      }}
    >
      {({ award: a }) => {
        const q = params.q.trim().toLowerCase();
        const winners = q
          ? a.winners.filter((w) =>
              [w.name, w.team?.name, w.notes].some((field) => field?.toLowerCase().includes(q)),
            )
          : a.winners;
        return (
          <>
            <div>
              <Badge variant="primary">{a.league.abbreviation}</Badge>
              <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{a.name}</h1>
              <p className="mt-1 text-slate-600">
                {a.league.name} · given {formatNumber(a.count)} {a.count === 1 ? 'time' : 'times'} to{' '}
                {formatNumber(a.recipients)} {a.recipients === 1 ? 'recipient' : 'recipients'} ·{' '}
                {spanLabel(a)}
              </p>
            </div>
            <MostWinsTable award={a} />
            <section aria-labelledby="winners" className="flex flex-col gap-3">
              <h2 id="winners" className="text-lg font-semibold text-slate-900">
                Winners by Season
              </h2>
              <FilterBar
                fields={[
                  {
                    kind: 'search',
                    id: 'q',
                    value: params.q,
                    onChange: (next) => setParams({ q: next }),
                    placeholder: 'Search winners, teams or notes',
                  },
                ]}
              />
              <WinnersTable
                award={a}
                winners={winners}
                sort={sortFromParam(params.sort)}
                onSortChange={(next) => setParams({ sort: sortToParam(next) })}
              />
            </section>
          </>
        );
      }}
    </DetailFrame>
  );
}
