// The year a title is known by — one rule for the API's SQL and the screens.
// Today's rule: the calendar year the final was played; else the year its season ended; else the season's start
// year. (The per-sport labelling rule of issue 9 replaces this body, and only this.)

export interface TitleYearFacts {
  /** Date of the deciding game (yyyy-MM-dd), when known. */
  finalDate?: string | null;
  seasonEndYear?: number | null;
  seasonStartYear: number;
}

export function titleYear({ finalDate, seasonEndYear, seasonStartYear }: TitleYearFacts): number {
  if (finalDate) return Number(finalDate.slice(0, 4));
  return seasonEndYear ?? seasonStartYear;
}

/**
 * The same rule as a SQL expression over a championship result (`result` alias: game_date, year) and its
 * season (`season` alias: end_year).
 */
export const titleYearSql = (result: string, season: string) =>
  `COALESCE(EXTRACT(YEAR FROM ${result}.game_date)::int, ${season}.end_year, ${result}.year)`;

/** The title year of a champion or result the API has already labelled; its season start year if it has not. */
export const titleYearOf = (c: { title_year?: number | null; year: number }) => c.title_year ?? c.year;
