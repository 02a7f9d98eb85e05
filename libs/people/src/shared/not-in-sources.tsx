// /players or /coaches on a site whose public sources hold no such people (the college sites' players, college
// baseball's and hockey's coaches): what is missing, what the site has instead, and where to look further.
import { paths } from '@trophy-room/routes';
import { useSite, type PeopleKind } from '@trophy-room/site-theme';
import { EmptyState, PageFrame } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

const link = 'font-semibold text-primary-700 hover:underline';

const what: Record<PeopleKind, { title: string; records: string }> = {
  players: { title: 'Players', records: 'player records: no rosters, player statistics or player awards' },
  coaches: { title: 'Coaches', records: 'coach records: no head coaches or coaching records' },
};

export function NotInSources({ kind }: { kind: PeopleKind }) {
  const site = useSite();
  const hasCoaches = kind === 'players' && !site.sourcesLack.includes('coaches');
  return (
    <PageFrame title={what[kind].title}>
      <EmptyState
        title={`No ${what[kind].title} in Our Sources`}
        message={
          <>
            The public sources {site.name} is built from hold no {what[kind].records}. For {kind}, look to the
            schools&rsquo; own record books and the NCAA&rsquo;s statistics (stats.ncaa.org).
          </>
        }
        action={
          <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
            {hasCoaches && (
              <Link to={paths.coaches()} className={link}>
                See the coaches
              </Link>
            )}
            <Link to={paths.teams()} className={link}>
              See the teams and their seasons
            </Link>
            <Link to={paths.champions()} className={link}>
              See the champions
            </Link>
          </p>
        }
      />
    </PageFrame>
  );
}
