// The team's titles: the total (each season once), the first and most recent, and every title linking to its season.
import type { TeamChampionship } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Link } from 'react-router-dom';

export interface ChampionshipHistoryProps {
  slug: string;
  titles: TeamChampionship[];
  /** Show only the first N titles (oldest first), then "+N more championships". */
  limit?: number;
}

export function ChampionshipHistory({ slug, titles, limit }: ChampionshipHistoryProps) {
  const oldestFirst = [...titles].sort((a, b) => a.year - b.year);
  // A vacated title (Louisville 2013) is listed as vacated, with its note, and counts for no one.
  const counted = oldestFirst.filter((c) => !c.vacated_note);
  const shown = limit === undefined ? oldestFirst : oldestFirst.slice(0, limit);
  const more = oldestFirst.length - shown.length;
  return (
    <section
      aria-labelledby="championship-history"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="championship-history" className="mb-3 text-base font-semibold text-slate-900">
        Championship History
      </h2>
      {titles.length === 0 ? (
        <p className="text-sm text-slate-600">No championships in our sources.</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-slate-500">Total</dt>
              <dd className="text-lg font-semibold tabular-nums">
                {new Set(counted.map((c) => c.year)).size}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">First</dt>
              <dd className="text-lg font-semibold tabular-nums">{counted[0]?.title_year ?? 'N/A'}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Most Recent</dt>
              <dd className="text-lg font-semibold tabular-nums">{counted.at(-1)?.title_year ?? 'N/A'}</dd>
            </div>
          </dl>
          <ul aria-label="Championships" className="mt-3 flex flex-wrap gap-2">
            {shown.map((c) => (
              <li key={c.id}>
                <Link
                  to={paths.team(slug, c.year)}
                  className="inline-flex min-h-8 items-center rounded-md bg-amber-50 px-2 text-sm font-medium text-amber-900 hover:underline"
                  title={`${c.championship_name}${c.opponent ? ` over ${c.opponent}` : ''}${c.score ? `, ${c.score}` : ''}`}
                >
                  {c.title_year} {c.championship_name}
                  {c.vacated_note && ' (vacated)'}
                </Link>
                {c.vacated_note && <span className="ml-1 text-xs text-slate-600">{c.vacated_note}</span>}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mt-2 text-sm text-slate-600">+{more} more championships</p>}
        </>
      )}
    </section>
  );
}
