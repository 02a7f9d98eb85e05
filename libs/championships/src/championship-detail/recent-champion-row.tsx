import type { ChampionshipResult } from '@trophy-room/contract';
import { cn } from '@trophy-room/ui-kit';
import { useId } from 'react';
import { finalDateNote } from '../shared/final-date';
import { ChampionLink, ResultMarks, VacatedMark } from './champion-link';
import { MvpLink } from './mvp-link';
import { finalScore, location, runnerUpName, scoreLine, winnerName } from './result-format';

export interface RecentChampionRowProps {
  result: ChampionshipResult;
  open: boolean;
  onToggle: () => void;
}

/** A result row; its button expands the details (location, MVP, final score). */
export function RecentChampionRow({ result: r, open, onToggle }: RecentChampionRowProps) {
  const id = useId();
  const opponent = runnerUpName(r);
  const played = finalDateNote(r.title_year, r.game_date);
  return (
    <li className="border-b border-slate-200 last:border-b-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-2 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <span className="w-12 font-mono font-semibold text-primary-800">{r.title_year}</span>
        <span className="flex-1 font-semibold text-slate-900">{winnerName(r)}</span>
        {scoreLine(r) && <span className="font-mono text-slate-800">{scoreLine(r)}</span>}
        {opponent && <span className="w-full text-sm text-slate-600 sm:w-auto">vs {opponent}</span>}
        {played && <span className="w-full text-xs text-slate-600 sm:w-auto">{played}</span>}
        <span aria-hidden="true" className={cn('text-slate-500 transition-transform', open && 'rotate-180')}>
          ▾
        </span>
      </button>
      <div id={id} hidden={!open} className="px-2 pb-3">
        <dl className="grid grid-cols-1 gap-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="font-medium text-slate-600">Champion</dt>
            <dd className="text-slate-900">
              <ChampionLink result={r} />
              <VacatedMark result={r} />
              <ResultMarks result={r} />
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Location</dt>
            <dd className="text-slate-900">{location(r) ?? 'N/A'}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">MVP</dt>
            <dd className="text-slate-900">{r.mvp ? <MvpLink result={r} /> : 'N/A'}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Final Score</dt>
            <dd className="text-slate-900">{finalScore(r) ?? 'N/A'}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
