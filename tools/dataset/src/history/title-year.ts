// The one title-year rule lives in @trophy-room/domain (the screens share it); the pipeline applies it to results.
export { titleYear, titleYearRule, type SeasonYears } from '@trophy-room/domain';
