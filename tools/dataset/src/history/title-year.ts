// The one title-year rule: which year a championship is labelled with, per sport, as the sport's fans label it.
import type { Sport } from '../model';

/**
 * football and baseball: the season's year (Super Bowl I, played in January 1967, is the 1966 title);
 * basketball and hockey: the year the season ends (the 1965-66 NBA title is 1966, the 1938-39 NCAA title 1939).
 */
export const titleYearRule: Record<Sport, 'season-year' | 'end-year'> = {
  football: 'season-year',
  baseball: 'season-year',
  basketball: 'end-year',
  hockey: 'end-year',
};

export interface SeasonYears {
  start_year: number;
  end_year: number | null;
}

/** The title year of a season of this sport. */
export function titleYear(sport: Sport, season: SeasonYears): number {
  return titleYearRule[sport] === 'end-year' ? (season.end_year ?? season.start_year + 1) : season.start_year;
}
