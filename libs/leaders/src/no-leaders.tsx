// A site whose sources hold no player statistics (the college sites): says so and offers what the site has.
import { paths } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { EmptyState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

const link = 'font-semibold text-primary-700 hover:underline';

export function NoLeaders() {
  const site = useSite();
  return (
    <EmptyState
      title="No Player Statistics in Our Sources"
      message={`The public sources ${site.name} is built from hold no player season statistics, so there is nothing to rank.`}
      action={
        <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          <Link to={paths.champions()} className={link}>
            See the champions
          </Link>
          <Link to={paths.teams()} className={link}>
            See the teams and their seasons
          </Link>
        </p>
      }
    />
  );
}
