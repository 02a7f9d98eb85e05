// Standings tab: the season's final tables by division (or conference) where the data holds them.
import { useQuery } from '@tanstack/react-query';
import { standingQueries } from '@trophy-room/api-client';
import type { Season, Standing } from '@trophy-room/contract';
import { ComingSoon, FailedToLoadData, LoadingSpinner } from '@trophy-room/ui-kit';
import { seasonScope } from './season-format';

const cell = 'px-3 py-2 text-right tabular-nums';
const rankOf = (s: Standing) => s.rank ?? s.position ?? Number.MAX_SAFE_INTEGER;
const pct = (s: Standing) => (s.win_percentage == null ? '—' : s.win_percentage.toFixed(3).replace(/^0/, ''));

/** Groups rows by division, else conference, else one "League" table; each sorted by rank. */
export function groupStandings(rows: Standing[]): [string, Standing[]][] {
  const groups = new Map<string, Standing[]>();
  for (const r of rows) {
    const key = r.division ?? r.conference ?? 'League';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups].map(([k, v]) => [k, v.sort((a, b) => rankOf(a) - rankOf(b))]);
}

export function useSeasonStandings(season: Season) {
  return useQuery(standingQueries.season(seasonScope(season), season.start_year));
}

export function SeasonStandings({ season }: { season: Season }) {
  const standings = useSeasonStandings(season);
  if (standings.isPending) return <LoadingSpinner label="Loading standings..." />;
  if (standings.isError) return <FailedToLoadData onRetry={() => void standings.refetch()} />;
  if (standings.data.length === 0) return <ComingSoon feature="Standings for this season" />;
  const ties = standings.data.some((s) => (s.ties ?? 0) > 0);
  return (
    <div className="flex flex-col gap-6">
      {groupStandings(standings.data).map(([group, rows]) => (
        <div
          key={group}
          role="region"
          aria-label={`${group} standings`}
          // A scrollable region must take keyboard focus (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className="min-w-full text-sm">
            <caption className="px-3 pt-3 text-left font-semibold text-slate-900">{group}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Team
                </th>
                <th scope="col" className={cell}>
                  W
                </th>
                <th scope="col" className={cell}>
                  L
                </th>
                {ties && (
                  <th scope="col" className={cell}>
                    T
                  </th>
                )}
                <th scope="col" className={cell}>
                  Pct
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Result
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id} className={r.is_champion ? 'bg-amber-50' : undefined}>
                  <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                    {r.team.name}
                  </th>
                  <td className={cell}>{r.wins ?? '—'}</td>
                  <td className={cell}>{r.losses ?? '—'}</td>
                  {ties && <td className={cell}>{r.ties ?? 0}</td>}
                  <td className={cell}>{pct(r)}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                    {r.is_champion ? 'Champion' : (r.playoff_result ?? '')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
