import { buttonVariants, EmptyState } from '@trophy-room/ui-kit';
import { paths } from '@trophy-room/routes';
import { Link } from 'react-router-dom';

export const TEAM_NOT_FOUND_MESSAGE = 'The team you are looking for does not exist.';

/** /teams/{slug} for a team (or season) the site does not hold; the server answers it with a 404. */
export function TeamNotFound({ message }: { message?: string }) {
  return (
    <EmptyState
      title="Team Not Found"
      message={message || TEAM_NOT_FOUND_MESSAGE}
      action={
        <Link to={paths.teams()} className={buttonVariants({ variant: 'primary' })}>
          Back to Teams
        </Link>
      }
    />
  );
}
