// The Head-to-Head route as a declaration, shared by the server renderer and the browser: its chunk, the pair it
// shows on first render (its figures and the one page of meetings the URL asks for, fetched on the server and
// dehydrated into the HTML; an unknown team answers 404, a pair the API refuses — two sports, one team twice —
// shows its error on the page), and its head from that pair. The picker page (no pair) is in the sitemap; pairs
// are not listed.
import { ApiError, declareRoute, teamQueries } from '@trophy-room/api-client';
import { headToHeadParams, readParams } from '@trophy-room/routes';
import { recordText } from './format';
import { pairQuery } from './pair-query';

export const headToHeadRoute = declareRoute({
  page: () => import('./head-to-head-page'),
  data: import.meta.env.SSR
    ? async ({ search, query }) => {
        const params = readParams(headToHeadParams, search);
        const { a, b } = params;
        const teams = [a, b].filter(Boolean).map((slug) => query(teamQueries.detail({}, slug)));
        if (!a || !b) return Promise.all(teams);
        return Promise.all([
          ...teams,
          query(pairQuery(params)).catch((e: unknown) => {
            if (!(e instanceof ApiError && e.status === 400)) throw e;
          }),
        ]);
      }
    : undefined,
  head: ({ search, site, get }) => {
    const params = readParams(headToHeadParams, search);
    const pair = params.a && params.b ? get(pairQuery(params).queryKey) : undefined;
    if (!pair) {
      return {
        title: 'Head-to-Head',
        description: `Any two teams of one sport on ${site.name}: every meeting, records, series and streaks.`,
      };
    }
    const r = pair.regular_season;
    return {
      title: `${pair.a.name} vs. ${pair.b.name}: Head-to-Head`,
      description:
        `${pair.a.name} and ${pair.b.name} have met ${pair.games_count} times in our sources` +
        (r.games ? `; regular season ${recordText(r)} (${pair.a.name} first).` : '.'),
    };
  },
});
