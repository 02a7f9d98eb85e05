// The debug page's test call: the teams endpoint with the site's filters — its count and first three teams (the
// route's testCall query).
import { useRouteQueries } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { LoadingSpinner } from '@trophy-room/ui-kit';
import { formatNumber } from '@trophy-room/domain';
import { debugRoute } from '../routes';

export function TestCall({ filters }: { filters: SiteFilterParams }) {
  const { data, error, isPending } = useRouteQueries(debugRoute).testCall;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        <span className="font-medium text-slate-600">Filter set: </span>
        <code className="rounded bg-slate-100 px-1 py-0.5 font-mono break-all text-slate-900">
          {JSON.stringify(filters)}
        </code>
      </p>
      {isPending ? (
        <LoadingSpinner label="Calling the teams endpoint..." />
      ) : error ? (
        <p role="alert" className="text-red-800">
          {error.message}
        </p>
      ) : (
        <>
          <p>
            <span className="font-medium text-slate-600">Team count: </span>
            <strong>{formatNumber(data.count)}</strong>
          </p>
          <ol className="list-decimal pl-5" aria-label="First 3 teams">
            {data.results.map((t) => (
              <li key={t.id}>
                {t.name} <span className="text-slate-600">({t.sport.name})</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
