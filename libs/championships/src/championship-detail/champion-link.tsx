// A result's winner linking to its title season (/teams/{slug}/{year}); plain text when the team is not in our data.
import type { ChampionshipResult } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Link } from 'react-router-dom';
import { winnerName } from './result-format';

export function ChampionLink({ result: r, className }: { result: ChampionshipResult; className?: string }) {
  if (!r.winner) return <span className={className}>{winnerName(r)}</span>;
  return (
    <Link
      to={paths.team(r.winner.slug, r.year)}
      className={`hover:text-primary-800 hover:underline ${className ?? ''}`}
    >
      {winnerName(r)}
    </Link>
  );
}
