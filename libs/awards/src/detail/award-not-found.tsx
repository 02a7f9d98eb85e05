import { paths } from '@trophy-room/routes';
import { buttonVariants, EmptyState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

/** /awards/{slug} for an award the site does not hold (the server answers 404). */
export function AwardNotFound() {
  return (
    <EmptyState
      title="Award Not Found"
      message="We couldn't find this award."
      action={
        <Link to={paths.awards()} className={buttonVariants({ variant: 'primary' })}>
          Back to Awards
        </Link>
      }
    />
  );
}
