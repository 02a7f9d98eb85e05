import type { Champion } from '@trophy-room/contract';
import { EmptyState, FailedToLoadData, LoadingSpinner } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { leagueLabel, paths } from '@trophy-room/routes';
import { teamName } from './home-data';

export interface RecentChampionsProps {
  /** undefined while loading; null when the data holds no champions. */
  recent: { year: number; champions: Champion[] } | null | undefined;
  error?: boolean;
  onRetry?: () => void;
}

const cell = 'px-3 py-2 text-left whitespace-nowrap';

/** The first 5 champions of the previous calendar year: year, team, championship, score or record, opponent, league. */
export function RecentChampions({ recent, error, onRetry }: RecentChampionsProps) {
  return (
    <section aria-labelledby="recent-champions-title" className="page-width py-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="recent-champions-title" className="text-2xl font-bold text-slate-900">
          Recent Champions{recent ? ` (${recent.year})` : ''}
        </h2>
        <Link to={paths.champions()} className="text-sm font-medium text-primary-800 hover:underline">
          View all champions
        </Link>
      </div>
      <div className="mt-6">
        {error ? (
          <FailedToLoadData onRetry={onRetry ?? (() => window.location.reload())} />
        ) : recent === undefined ? (
          <LoadingSpinner label="Loading championship data" />
        ) : recent === null ? (
          <EmptyState title="No champions recorded" />
        ) : (
          <div
            role="region"
            aria-label="Recent champions table"
            // A scrollable region must take keyboard focus (axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
          >
            <table className="min-w-full text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  {['Year', 'Team', 'Championship', 'Score / Record', 'Opponent', 'League'].map((h) => (
                    <th key={h} scope="col" className={`${cell} font-semibold`}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {recent.champions.map((c) => (
                  <tr key={c.id}>
                    <td className={cell}>{c.title_year}</td>
                    <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                      {teamName(c)}
                    </th>
                    <td className={cell}>{c.championship_name}</td>
                    <td className={cell}>{c.score ?? c.record ?? '—'}</td>
                    <td className={cell}>{c.opponent ?? '—'}</td>
                    <td className={cell}>{leagueLabel(c.championship_name)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
