// The queries a scores screen (/scores, /fixtures/{sport}) shows, from its view and what the cache holds: the range's
// games and, when it has none, the nearest days with games; on /scores with no date in its URL, the latest week with
// games instead of an empty default range. The routes declare them, and the routes' heads and the screen find the
// range shown the same way, so the server's HTML and the browser's first render agree.
import { gameQueries, refetchIntervals, type ReadQuery } from '@trophy-room/api-client';
import type { Game, SiteFilterParams } from '@trophy-room/contract';
import { today, type DayRange } from './date-range';
import { latestWeekInstead } from './scores-view';

/** What a scores screen shows, from its URL (and on /scores the chosen season's dates). */
export interface ScoresView {
  /** The API filters: the site's, narrowed to the chosen season or the route's sport. */
  filters: SiteFilterParams;
  /** The URL's range, else the screen's default. */
  base: DayRange;
  /** An empty default range gives way to the latest week with games (/scores with no date in its URL). */
  lookBack: boolean;
}

/** The latest week with games shown instead of an empty base, once the cache holds its games and nearest days. */
export function latestWeek({ filters, base, lookBack }: ScoresView, get: ReadQuery): DayRange | null {
  if (!lookBack) return null;
  return latestWeekInstead(
    get(gameQueries.range(filters, base).queryKey),
    get(gameQueries.dates(filters, base).queryKey),
  );
}

/** Refresh while the range includes today: live games every 30 s, today's games every 2 minutes. */
function refreshInterval(games: readonly Game[] | undefined, range: DayRange) {
  const day = today();
  if (range.from > day || range.to < day) return false;
  return games?.some((g) => g.status === 'live') ? refetchIntervals.live : refetchIntervals.today;
}

/** A range's games, refreshed while it is on screen. */
const shownGames = (filters: SiteFilterParams, range: DayRange) => ({
  ...gameQueries.range(filters, range),
  refetchInterval: (q: { state: { data?: readonly Game[] } }) => refreshInterval(q.state.data, range),
});

/** The screen's queries by name (an entry left out is not asked). */
export type RangeQueries = {
  /** The base range's games (not refreshed while the latest week shows instead). */
  games?: ReturnType<typeof gameQueries.range>;
  /** The nearest days with games, when the base range has none. */
  nearest?: ReturnType<typeof gameQueries.dates>;
  /** The latest week's games, shown instead of an empty base range. */
  weekGames?: ReturnType<typeof gameQueries.range>;
};

/** The screen's queries; none without a view (a sport the site does not have, a season's dates still coming). */
export function rangeQueries(view: ScoresView | null, get: ReadQuery): RangeQueries {
  if (!view) return {};
  const { filters, base } = view;
  const week = latestWeek(view, get);
  const games = gameQueries.range(filters, base);
  return {
    games: week ? games : shownGames(filters, base),
    nearest: get(games.queryKey)?.length === 0 ? gameQueries.dates(filters, base) : undefined,
    weekGames: week ? shownGames(filters, week) : undefined,
  };
}
