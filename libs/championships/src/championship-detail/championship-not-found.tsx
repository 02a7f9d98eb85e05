import { buttonVariants, EmptyState, TrophyIcon } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '@trophy-room/routes';

/** An unknown slug (or a championship another site covers). */
export function ChampionshipNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        title="Championship Not Found"
        message="We couldn't find details for this championship."
        icon={<TrophyIcon className="size-10" />}
        action={
          <Link to={paths.championships()} className={buttonVariants()}>
            Back to Championships
          </Link>
        }
      />
    </div>
  );
}
