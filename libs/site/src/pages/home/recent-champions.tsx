import type { Champion } from '@trophy-room/contract';
import {
  DataTable,
  EmptyState,
  FailedToLoadData,
  LoadingSpinner,
  type DataColumn,
} from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '@trophy-room/routes';
import { teamName } from './home-data';

export interface RecentChampionsProps {
  /** undefined while loading; null when the data holds no champions. */
  recent: { year: number; champions: Champion[] } | null | undefined;
  error?: boolean;
  onRetry?: () => void;
}

/** The title's league: its abbreviation (NFL, NHL), NCAA for the college titles (the championship names which). */
const leagueOf = (c: Champion) => (c.level.slug === 'ncaa-division-i' ? 'NCAA' : c.league.abbreviation);

const columns: DataColumn<Champion>[] = [
  { id: 'year', header: 'Year', value: (c) => c.title_year, className: 'tabular-nums' },
  {
    id: 'team',
    header: 'Team',
    value: teamName,
    // The champion's name links to its title season (the franchise's page for that year).
    cell: (c) =>
      c.team_slug ? (
        <Link to={paths.team(c.team_slug, c.year)} className="hover:text-primary-800 hover:underline">
          {teamName(c)}
        </Link>
      ) : (
        teamName(c)
      ),
    className: 'font-semibold text-slate-900',
  },
  { id: 'championship', header: 'Championship', value: (c) => c.championship_name },
  { id: 'score', header: 'Score / Record', value: (c) => c.score ?? c.record },
  { id: 'opponent', header: 'Opponent', value: (c) => c.opponent },
  {
    id: 'league',
    header: 'League',
    value: leagueOf,
    cell: (c) => <abbr title={c.league.name}>{leagueOf(c)}</abbr>,
  },
];

/** The first 5 champions of the latest title year: year, team, championship, score or record, opponent, league. */
export function RecentChampions({ recent, error, onRetry }: RecentChampionsProps) {
  return (
    <section aria-labelledby="recent-champions-title" className="page-width py-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="recent-champions-title" className="text-2xl font-bold text-slate-900">
          Recent Champions{recent ? ` (${recent.year})` : ''}
        </h2>
        <Link to={paths.champions()} className="text-sm font-medium text-primary-800 hover:underline">
          View all champions
        </Link>
      </div>
      <div className="mt-6">
        {error ? (
          <FailedToLoadData onRetry={onRetry ?? (() => window.location.reload())} />
        ) : recent === undefined ? (
          <LoadingSpinner label="Loading championship data" />
        ) : recent === null ? (
          <EmptyState title="No champions recorded" />
        ) : (
          <DataTable
            caption="Recent champions table"
            columns={columns}
            rows={recent.champions}
            rowKey={(c) => c.id}
            csvFileName={`recent-champions-${recent.year}`}
          />
        )}
      </div>
    </section>
  );
}
