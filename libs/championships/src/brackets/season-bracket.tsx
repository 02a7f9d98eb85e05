// A season's bracket with its states: loading, failed, no postseason data (what the data lacks), a list, a tree (from
// games, or from series results where the data has no games). Used by the playoffs page and the Playoffs tab.
import type { Bracket } from '@trophy-room/contract';
import { useRouteQueries } from '@trophy-room/api-client';
import { countOf } from '@trophy-room/domain';
import { EmptyState, LoadingSpinner, QueryState } from '@trophy-room/ui-kit';
import { seasonRoute } from '../routes';
import { BracketView } from './bracket-view';

/** The season page's Playoffs tab: the route's bracket query, asked while the tab is open. */
export function SeasonBracket() {
  const { bracket } = useRouteQueries(seasonRoute);
  return (
    <QueryState
      query={bracket}
      pending={<LoadingSpinner label="Loading bracket..." />}
      onRetry={() => void bracket?.refetch()}
    >
      {(b) => <LoadedBracket bracket={b} />}
    </QueryState>
  );
}

/** A bracket that has answered: what the data lacks, a list, or a tree. */
export function LoadedBracket({ bracket: b }: { bracket: Bracket }) {
  if (b.layout === 'none')
    return <EmptyState title="No postseason in the data" message={b.note ?? undefined} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {[
          b.competition,
          b.source === 'series'
            ? 'Series results only: the data has no games for this postseason'
            : countOf(b.games_count, 'game'),
          b.champion && `Champion: ${b.champion.name}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <BracketView bracket={b} />
    </div>
  );
}
