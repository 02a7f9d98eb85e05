import { paths } from '@trophy-room/routes';
import { buttonVariants, EmptyState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

/** A games page for something the data does not hold (the server answers 404), with the way back to /scores. */
export function ScoresNotFound({ title, message }: { title: string; message: string }) {
  return (
    <EmptyState
      title={title}
      message={message}
      action={
        <Link to={paths.scores()} className={buttonVariants({ variant: 'primary' })}>
          Back to Scores
        </Link>
      }
    />
  );
}
