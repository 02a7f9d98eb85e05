// Page loaders: each page file default-exports its component and is loaded lazily, as its own chunk, by
// libs/site's route table (`lazy: page(loadChampionshipsPage)`). Export loaders here, never the pages
// themselves, so importing this module adds nothing to the first load.
export const loadChampionshipsPage = () => import('./championships-list/championships-page');
export const loadChampionshipDetailPage = () => import('./championship-detail/championship-detail-page');
export const loadChampionsHistoryPage = () => import('./champions-history/champions-history-page');
export const loadSeasonsPage = () => import('./seasons/seasons-page');
export const loadSeasonDetailPage = () => import('./seasons/season-detail-page');
