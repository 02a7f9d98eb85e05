// The home page's declaration: the figures, the latest season and the recent champions (the API's summary: a
// year's first five titles, not the whole history) the landing page shows on first render.
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
  data: ({ filters, query }) =>
    Promise.all([
      query(seasonQueries.latest(filters)),
      query(championshipQueries.list(filters)),
      query(championQueries.summary(filters)),
      query(teamQueries.count(filters)),
      query(gameQueries.recent(filters)),
      query(coreQueries.coverage(filters)),
    ]),
  // The site's own name and description.
  head: () => null,
});
