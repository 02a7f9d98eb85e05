// The home page's declaration: the figures, the latest season and the recent champions (the API's summary: a
// year's first five titles, not the whole history) the landing page shows on first render. Each section reads its
// own query (useRouteQueries), so one that fails shows its own error while the others show their data.
import {
  championQueries,
  coreQueries,
  championshipQueries,
  declareRoute,
  gameQueries,
  seasonQueries,
  teamQueries,
} from '@trophy-room/api-client';

export const homeRoute = declareRoute({
  page: () => import('./home-page'),
  queries: ({ filters }) => ({
    latest: seasonQueries.latest(filters),
    championships: championshipQueries.list(filters),
    champions: championQueries.summary(filters),
    teams: teamQueries.count(filters),
    recentGames: gameQueries.recent(filters),
    coverage: coreQueries.coverage(filters),
  }),
  // The site's own name and description.
  head: () => null,
});
