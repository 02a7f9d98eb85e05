// The year a title is known by — one rule, per sport, as that sport's fans label it. The dataset pipeline stores it
// on every championship result (`title_year`); the API and the screens read that label.

export type TitleYearSport = 'football' | 'baseball' | 'basketball' | 'hockey';

/**
 * football and baseball: the season's year (Super Bowl I, played in January 1967, is the 1966 title);
 * basketball and hockey: the year the season ends (the 1965-66 NBA title is 1966, the 1938-39 NCAA title 1939).
 */
export const titleYearRule: Record<TitleYearSport, 'season-year' | 'end-year'> = {
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
export function titleYear(sport: TitleYearSport, season: SeasonYears): number {
  return titleYearRule[sport] === 'end-year' ? (season.end_year ?? season.start_year + 1) : season.start_year;
}

/** The title year of a champion or result the API has already labelled; its season start year if it has not. */
export const titleYearOf = (c: { title_year?: number | null; year: number }) => c.title_year ?? c.year;
