// Route declarations (routes.ts): each page's chunk, loaded lazily as its own chunk by libs/site's route table, with
// the data it needs, its head and its sitemap URLs. Export declarations here, never the pages themselves, so
// importing this module adds nothing heavy to the first load.
export {
  championshipsRoute,
  championshipRoute,
  championsRoute,
  seasonsRoute,
  seasonRoute,
  seasonPlayoffsRoute,
} from './routes';
