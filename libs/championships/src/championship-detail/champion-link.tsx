// A result's winner linking to its title season (/teams/{slug}/{year}); plain text when the team is not in our data.
// A title won before the league existed (era_note) has no season of the league: it links to the franchise and says so.
import type { ChampionshipResult } from '@trophy-room/contract';
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
