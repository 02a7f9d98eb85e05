// The results page before a search and after one that found nothing (with the closest names as suggestions).
import { paths } from '@trophy-room/routes';
import { EmptyState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

export function SearchPrompt() {
  return (
    <EmptyState
      title="Search the record book"
      message="Type a team (under any name it has borne), a player, a coach, a championship, or a season such as “2016 World Series” or “1985-86 Celtics”."
    />
  );
}

export interface NoResultsProps {
  q: string;
  suggestions: string[];
  /** The site's short name on a sport site ("NBA"), null on the hub. */
  scope: string | null;
}

export function NoResults({ q, suggestions, scope }: NoResultsProps) {
  return (
    <EmptyState
      title={`No matches for “${q}”`}
      message={`Nothing in our records${scope ? ` for ${scope}` : ''} goes by that name. Check the spelling, or search for a season such as “2016 World Series”.`}
      action={
        suggestions.length > 0 && (
          <p className="text-slate-700">
            Did you mean{' '}
            {suggestions.map((s, i) => (
              <span key={s}>
                {i > 0 && (i === suggestions.length - 1 ? ' or ' : ', ')}
                <Link to={paths.search({ q: s })} className="font-semibold text-primary-800 underline">
                  {s}
                </Link>
              </span>
            ))}
            ?
          </p>
        )
      }
    />
  );
}
