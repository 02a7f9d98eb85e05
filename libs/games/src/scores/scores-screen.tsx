// A scores screen (/scores, /fixtures/{sport}): filters and range in the URL, counters, game cards by day, and the
// loading, error and empty states. The range's games refresh in the background while it includes today. On /scores
// an empty default range (no date in the URL) gives way to the latest week with games, with a line saying so.
import { useQueryClient } from '@tanstack/react-query';
import type { RouteQueries } from '@trophy-room/api-client';
import type { Game } from '@trophy-room/contract';
import { scoresParams, type ParamValues } from '@trophy-room/routes';
import { Button, EmptyState, QueryState, SkeletonGrid, useUrlState } from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { formatLongDay } from '../shared/dates';
import { today as todayOf } from '../shared/date-range';
import { latestWeek, type RangeQueries, type ScoresView } from '../shared/scores-queries';
import { EmptyRange } from './empty-range';
import { LatestWeekNote } from './latest-week-note';
import { byDay, filterGames, gameCounts } from './filter-games';
import { GameCard } from './game-card';
import { ScoreCounters } from './score-counters';
import { ScoresFilterBar, type ScoresFilterValue } from './scores-filter-bar';

/** Cards per page: "Show more games" opens the next page. */
export const GAMES_PAGE_SIZE = 48;

export interface ScoresScreenProps {
  /** What the route shows from its URL: the API filters, the range, whether an empty default looks back. */
  view: ScoresView;
  /** The route's queries of that view (rangeQueries), each with its own state. */
  queries: RouteQueries<RangeQueries>;
  /** The second filter: the sport (/scores) or the league (fixtures). */
  group: {
    param: 'sport' | 'league';
    label: string;
    allLabel: string;
    options: (games: Game[]) => { value: string; label: string }[];
  };
  /** This screen's URL with other query values. */
  hrefFor: (q: Partial<ParamValues<typeof scoresParams>>) => string;
}

export function ScoresScreen({ view, queries, group, hrefFor }: ScoresScreenProps) {
  const [params, setParams] = useUrlState(scoresParams);
  const today = todayOf();
  const client = useQueryClient();
  const week = latestWeek(view, (key) => client.getQueryData(key));
  const base = view.base;
  const range = week ?? base;
  const games = week ? queries.weekGames : queries.games;
  // Still finding out whether the default range is empty, and which week came before it.
  const resolving =
    view.lookBack &&
    Boolean(queries.games?.isPending || (queries.games?.data?.length === 0 && queries.nearest?.isPending));
  const all = useMemo(() => games?.data ?? [], [games?.data]);
  const value: ScoresFilterValue = {
    q: params.q,
    group: params[group.param],
    status: params.status,
    range,
  };
  const visible = useMemo(
    () =>
      filterGames(all, { q: params.q, sport: params.sport, league: params.league, status: params.status }),
    [all, params.q, params.sport, params.league, params.status],
  );
  const onChange = (patch: Partial<ScoresFilterValue>) =>
    setParams({
      ...(patch.q !== undefined && { q: patch.q }),
      ...(patch.group !== undefined && { [group.param]: patch.group }),
      ...(patch.status !== undefined && { status: patch.status as typeof params.status }),
      ...(patch.range && { from: patch.range.from, to: patch.range.to }),
      page: 1,
    });
  const shown = params.page * GAMES_PAGE_SIZE;

  return (
    <>
      <ScoresFilterBar
        value={value}
        onChange={onChange}
        group={{ ...group, options: group.options(all) }}
        today={today}
      />
      {week && <LatestWeekNote base={base} shown={range} today={today} />}
      <QueryState
        query={resolving || !games ? { data: undefined, error: null } : games}
        pending={<SkeletonGrid count={8} label="Loading games..." />}
        error="Failed to load game scores"
        hideErrorMessage
      >
        {() => (
          <>
            <ScoreCounters counts={gameCounts(visible)} />
            {all.length === 0 ? (
              <EmptyRange
                nearest={week ? undefined : queries.nearest}
                range={range}
                hrefFor={(r) => hrefFor({ ...params, from: r.from, to: r.to, page: 1 })}
              />
            ) : visible.length === 0 ? (
              <EmptyState
                title="No Games Found"
                message="No game in this range matches your search or filters."
              />
            ) : (
              <>
                {byDay(visible.slice(0, shown)).map(([day, list]) => (
                  <section key={day} aria-labelledby={`day-${day}`} className="flex flex-col gap-3">
                    <h2 id={`day-${day}`} className="text-lg font-semibold text-slate-900">
                      {formatLongDay(day)}
                    </h2>
                    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                      {list.map((g) => (
                        <li key={g.id}>
                          <GameCard game={g} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
                {visible.length > shown && (
                  <div className="flex flex-col items-center gap-2">
                    <p className="text-sm text-slate-600">
                      Showing {shown} of {visible.length} games
                    </p>
                    <Button variant="outline" onClick={() => setParams({ page: params.page + 1 })}>
                      Show more games
                    </Button>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
