// One kind's results: a heading with the number of matches, the results, and (when showing every kind) a link to all
// of this kind.
import type { SearchGroup } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { formatNumber } from '@trophy-room/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { KIND_LABELS } from '../result/describe-result';
import { ResultItem } from './result-item';

export interface ResultGroupProps {
  group: SearchGroup;
  q: string;
  /** Link to every result of this kind when there are more than shown. */
  showAll: boolean;
}

export function ResultGroup({ group, q, showAll }: ResultGroupProps) {
  const id = useId();
  const label = KIND_LABELS[group.kind];
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white px-4 py-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {label.many} <span className="text-sm font-normal text-slate-600">({formatNumber(group.count)})</span>
      </h2>
      <ul>
        {group.results.map((r) => (
          <ResultItem
            key={`${r.slug}-${r.year ?? ''}-${r.season_slug ?? ''}-${r.league.abbreviation}`}
            result={r}
          />
        ))}
      </ul>
      {showAll && group.count > group.results.length && (
        <Link
          to={paths.search({ q, kind: group.kind })}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-primary-800 hover:underline"
        >
          All {formatNumber(group.count)} {label.many.toLowerCase()}
        </Link>
      )}
    </section>
  );
}
