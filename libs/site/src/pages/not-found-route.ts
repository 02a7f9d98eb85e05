import { declareRoute } from '@trophy-room/api-client';

/** Any path no route matches: the not-found page, answered with 404. */
export const notFoundRoute = declareRoute({
  page: () => import('./not-found-page'),
  head: () => ({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' }),
  status: 404,
});
