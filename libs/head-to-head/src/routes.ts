// The Head-to-Head route as a declaration, shared by the server renderer and the browser: its chunk, the teams and
// the pair it shows on first render (the pair's figures and the one page of meetings the URL asks for, fetched on
// the server and dehydrated into the HTML; the picker and the result read them by name), and its head from that
// pair. An unknown team answers 404; a pair the API refuses (two sports, one team twice) shows its error on the
// page. The picker page (no pair) is in the sitemap; pairs are not listed.
import { ApiError, declareRoute, deferred, teamQueries } from '@trophy-room/api-client';
import { headToHeadParams, readParams } from '@trophy-room/routes';
import { recordText } from './format';
import { pairQuery } from './pair-query';

/** The pair the URL asks for (its sort and page of meetings), once both teams are chosen. */
const pairOf = (search: URLSearchParams) => {
  const params = readParams(headToHeadParams, search);
  return params.a && params.b ? pairQuery(params) : undefined;
};

/** The API's refusal of a pair (two sports, one team twice): the page shows it; any other failure is a 503. */
const refused = (e: unknown) => e instanceof ApiError && e.status === 400;

/** A chosen team as it is now (any site: the pair itself says whether the two can meet). */
const teamOf = (slug: string) => (slug ? teamQueries.detail({}, slug) : undefined);

export const headToHeadRoute = declareRoute({
  page: () => import('./head-to-head-page'),
  queries: ({ search }) => {
    const { a, b } = readParams(headToHeadParams, search);
    const pair = pairOf(search);
    return {
      teamA: teamOf(a),
      teamB: teamOf(b),
      // Asked once the teams exist; the API's refusal of the pair is left out on the server, so the browser asks
      // again and shows it in the API's own words.
      pair: pair && deferred(pair, { mayFail: refused }),
    };
  },
  head: ({ search, site, get }) => {
    const query = pairOf(search);
    const pair = query ? get(query.queryKey) : undefined;
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
