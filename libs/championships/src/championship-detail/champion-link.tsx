// A result's winner linking to its title season (/teams/{slug}/{year}); plain text when the team is not in our data.
// A title won before the league existed (era_note) has no season of the league: it links to the franchise and says so.
import type { ChampionshipResult } from '@trophy-room/contract';
import { resultMarks } from '@trophy-room/domain';
import { paths } from '@trophy-room/routes';
import { Badge } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { winnerName } from './result-format';

export function ChampionLink({ result: r, className }: { result: ChampionshipResult; className?: string }) {
  const era = r.era_note ? (
    <>
      {' '}
      <Badge variant="neutral">{r.era_note}</Badge>
    </>
  ) : null;
  if (!r.winner)
    return (
      <span className={className}>
        {winnerName(r)}
        {era}
      </span>
    );
  return (
    <>
      <Link
        to={r.era_note ? paths.team(r.winner.slug) : paths.team(r.winner.slug, r.year)}
        className={`hover:text-primary-800 hover:underline ${className ?? ''}`}
      >
        {winnerName(r)}
      </Link>
      {era}
    </>
  );
}

/** A vacated title (Louisville 2013): marked "Vacated", with the note; such a title is not counted. */
export function VacatedMark({ result: r }: { result: ChampionshipResult }) {
  if (!r.vacated_note) return null;
  return (
    <span className="mt-0.5 block text-xs text-slate-600">
      <span className="mr-1 rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">Vacated</span>
      {r.vacated_note}
    </span>
  );
}

/**
 * What the result's notes say of the result itself (the domain's resultMarks): a split title (the coaches' poll chose
 * another champion, noted and not counted) or a runner-up whose appearance was vacated.
 */
export function ResultMarks({ result: r }: { result: ChampionshipResult }) {
  return (
    <>
      {resultMarks(r.notes).map((m) => (
        <span key={m.kind} className="mt-0.5 block text-xs text-slate-600">
          <span className="mr-1 rounded bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-800">
            {m.label}
          </span>
          {m.text}
        </span>
      ))}
    </>
  );
}
