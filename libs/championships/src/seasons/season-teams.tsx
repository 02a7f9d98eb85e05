// Teams tab: the teams of the season (from its standings), each linking to its team season; else a placeholder.
import { ComingSoon, LoadingSpinner, QueryState } from '@trophy-room/ui-kit';
import type { Season, Standing } from '@trophy-room/contract';
import { Link } from 'react-router-dom';
import { useSeasonStandings } from './season-standings';
import { paths } from '@trophy-room/routes';
import { compareText } from '@trophy-room/domain';

export function SeasonTeams({ season }: { season: Season }) {
  const standings = useSeasonStandings();
  return (
    <QueryState
      query={standings}
      pending={<LoadingSpinner label="Loading teams..." />}
      onRetry={() => void standings?.refetch()}
    >
      {(rows) => <TeamList season={season} teams={teamsOf(rows)} />}
    </QueryState>
  );
}

/** The season's teams, once each, by name. */
const teamsOf = (rows: Standing[]) =>
  [...new Map(rows.map((s) => [s.team.id, s.team])).values()].sort((a, b) => compareText(a.name, b.name));

function TeamList({ season, teams }: { season: Season; teams: Standing['team'][] }) {
  if (teams.length === 0) return <ComingSoon feature="Team rosters" />;
  return (
    <ul aria-label="Teams" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {teams.map((t) => (
        <li key={t.id}>
          <Link
            to={paths.team(t.slug, season.start_year)}
            className="block rounded-lg border border-slate-200 bg-white px-3 py-2 font-medium hover:border-primary-400 hover:bg-primary-50"
          >
            {t.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
