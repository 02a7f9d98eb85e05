// A season page's Awards tab: every award given in the league that season — the award (its page), the winner (their
// page, or the name as the source gives it), the team as named that season and the source's note. The sort lives in
// the season page's URL.
import { useRouteQueries } from '@trophy-room/api-client';
import type { AwardWinner, Season } from '@trophy-room/contract';
import { seasonRoute } from '../routes';
import { awardPersonPath, paths, seasonDetailParams } from '@trophy-room/routes';
import {
  type DataColumn,
  DataTable,
  EmptyState,
  LoadingSpinner,
  QueryState,
  sortFromParam,
  sortToParam,
  useUrlState,
} from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

const columns: DataColumn<AwardWinner>[] = [
  {
    id: 'award',
    header: 'Award',
    value: (w) => w.award.name,
    cell: (w) => (
      <Link to={paths.award(w.award.slug)} className="text-primary-700 hover:underline">
        {w.award.name}
      </Link>
    ),
  },
  {
    id: 'name',
    header: 'Winner',
    value: (w) => w.name,
    // The name as the source gives it, unlinked where we hold no page of theirs.
    cell: (w) =>
      w.person ? (
        <Link to={awardPersonPath(w.person)} className="text-primary-700 hover:underline">
          {w.name}
        </Link>
      ) : (
        w.name
      ),
  },
  {
    id: 'team',
    header: 'Team',
    value: (w) => w.team?.name ?? null,
    // As named that season, to that team season.
    cell: (w) =>
      w.team ? (
        <Link to={paths.team(w.team.slug, w.year)} className="text-primary-700 hover:underline">
          {w.team.name}
        </Link>
      ) : null,
  },
  { id: 'notes', header: 'Notes', value: (w) => w.notes },
];

export function SeasonAwards({ season }: { season: Season }) {
  // The route's query: asked while the Awards tab is open.
  const winners = useRouteQueries(seasonRoute).awards;
  const [{ sort }, setParams] = useUrlState(seasonDetailParams);
  return (
    <QueryState
      query={winners}
      pending={<LoadingSpinner label="Loading awards..." />}
      error="Error Loading Awards"
      empty={
        <EmptyState
          title="No Awards Found"
          message={`Our sources hold no award winners for the ${season.name}.`}
          action={
            <Link to={paths.awards()} className="font-semibold text-primary-700 hover:underline">
              See all awards
            </Link>
          }
        />
      }
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => (
        <DataTable
          caption={`Award winners of the ${season.name}`}
          columns={columns}
          rows={rows}
          rowKey={(w) => w.id}
          sort={sortFromParam(sort)}
          onSortChange={(next) => setParams({ sort: sortToParam(next) })}
          csvFileName={`${season.slug}-awards`}
        />
      )}
    </QueryState>
  );
}
