// The /data route as a declaration, shared by the server renderer and the browser: its chunk, the catalogue it shows
// on first render (fetched on the server and dehydrated into the HTML) and its head.
import { dataFilesQueries, declareRoute } from '@trophy-room/api-client';

export const dataRoute = declareRoute({
  page: () => import('./data-page'),
  queries: () => ({ catalogue: dataFilesQueries.catalogue() }),
  head: () => ({
    title: 'Download the Data',
    description:
      'The whole Trophy Room dataset, free: every table as gzipped CSV with row counts, sizes and SHA-256, one archive, a Frictionless data package, the data dictionary and the sources’ licences.',
  }),
});
