import type { TeamRef } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { cn } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

/** A team named as it was that season, linking to the franchise's page for that season. */
export function TeamSeasonLink({
  team,
  season,
  className,
}: {
  team: Pick<TeamRef, 'slug' | 'name'>;
  season: number;
  className?: string;
}) {
  return (
    <Link to={paths.team(team.slug, season)} className={cn('hover:underline', className)}>
      {team.name}
    </Link>
  );
}
