// The home page's declaration: the figures and the latest season the landing page shows on first render.
import {
  championshipQueries,
  declareRoute,
  gameQueries,
  seasonQueries,
  teamQueries,
} from '@trophy-room/api-client';

export const homeRoute = declareRoute({
  page: () => import('./home-page'),
  data: ({ filters, query }) =>
    Promise.all([
      query(seasonQueries.latest(filters)),
      query(championshipQueries.list(filters)),
      query(teamQueries.count(filters)),
      query(gameQueries.recent(filters)),
    ]),
  // The site's own name and description.
  head: () => null,
});
