import { paths } from '@trophy-room/routes';
import { buttonVariants, EmptyState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

/** /players/{slug} for a player the data does not hold (the server answers 404). */
export function PlayerNotFound() {
  return (
    <EmptyState
      title="Player Not Found"
      message="We couldn't find details for this player."
      action={
        <Link to={paths.players()} className={buttonVariants({ variant: 'primary' })}>
          Back to Players
        </Link>
      }
    />
  );
}
