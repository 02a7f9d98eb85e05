import { paths } from '@trophy-room/routes';
import { buttonVariants, EmptyState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

/** /scores/{id} for a game the data does not hold (the server answers 404). */
export function GameNotFound() {
  return (
    <EmptyState
      title="Game Not Found"
      message="The game you are looking for does not exist."
      action={
        <Link to={paths.scores()} className={buttonVariants({ variant: 'primary' })}>
          Back to Scores
        </Link>
      }
    />
  );
}
