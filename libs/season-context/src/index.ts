export {
  currentSeason,
  seasonOptions,
  pickerOptions,
  seasonLabel,
  isSingleYearSport,
  readStoredSeason,
  FIRST_SEASON,
  PICKER_SIZE,
  SEASON_STORAGE_KEY,
} from './season';
export { SeasonProvider, useSeason, type SeasonState } from './season-provider';
