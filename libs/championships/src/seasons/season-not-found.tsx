import { buttonVariants, EmptyState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '@trophy-room/routes';

/** /seasons/{slug} for a season the site does not hold. */
export function SeasonNotFound() {
  return (
    <EmptyState
      title="Season Not Found"
      message="The season you are looking for does not exist."
      action={
        <Link to={paths.seasons()} className={buttonVariants({ variant: 'primary' })}>
          Back to Seasons
        </Link>
      }
    />
  );
}
