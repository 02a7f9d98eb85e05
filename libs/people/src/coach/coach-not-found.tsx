import { paths } from '@trophy-room/routes';
import { buttonVariants, EmptyState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

/** /coaches/{slug} for a coach the data does not hold (the server answers 404). */
export function CoachNotFound() {
  return (
    <EmptyState
      title="Coach Not Found"
      message="We couldn't find details for this coach."
      action={
        <Link to={paths.coaches()} className={buttonVariants({ variant: 'primary' })}>
          Back to Coaches
        </Link>
      }
    />
  );
}
