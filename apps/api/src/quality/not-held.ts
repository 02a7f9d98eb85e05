// Title years in which a championship was not contested: a missing result for these is not a gap in the data.
// One line per fact, each with the reason as the leagues' own records give it.
export const NOT_HELD: Record<string, { year: number; reason: string }[]> = {
  'world-series': [
    { year: 1904, reason: 'the New York Giants declined to play the American League champion' },
    { year: 1994, reason: "the players' strike ended the season" },
  ],
  'stanley-cup': [{ year: 2005, reason: 'the lockout cancelled the season' }],
  'ncaa-mens-basketball-tournament': [{ year: 2020, reason: 'cancelled because of COVID-19' }],
  'frozen-four': [{ year: 2020, reason: 'cancelled because of COVID-19' }],
  'mens-college-world-series': [{ year: 2020, reason: 'cancelled because of COVID-19' }],
};
