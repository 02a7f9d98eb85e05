export { latestSeasonText, nearestSeason, seasonLabel, shownSeason } from './season';
export { SeasonProvider, useSeason, type SeasonState } from './season-provider';
