// Which leagues count in a league's records. MLB's records and leader lists count the major leagues its Special
// Baseball Records Committee recognised in 1969 — the National League (1876–), the American Association (1882–91),
// the Union Association (1884), the Players' League (1890), the American League (1901–), the Federal League
// (1914–15) and, since 2024, the Negro Leagues (1920–48) — but not the National Association (1871–75), which the
// committee left out for its erratic schedules and records (MLB.com Glossary, "Major League"; SABR, "The National
// Association: A Major League?"). The sources (Lahman) file the NA's seasons as MLB's with lgID NA: they are kept,
// and left out of MLB's records unless a reader asks for them (`include=na`).

/** A league within a league's data that its records leave out unless asked for. */
export interface ExcludedLeague {
  /** The key a reader names to include it (the `include` query parameter). */
  key: string;
  /** The league (leagues.slug) whose records leave it out. */
  league: string;
  /** How the data marks its seasons: the conference (conferences.slug) its teams played in. */
  conference: string;
  name: string;
  abbreviation: string;
  first_year: number;
  last_year: number;
  rule: string;
}

export const EXCLUDED_LEAGUES: readonly ExcludedLeague[] = [
  {
    key: 'na',
    league: 'mlb',
    conference: 'national-association',
    name: 'National Association',
    abbreviation: 'NA',
    first_year: 1871,
    last_year: 1875,
    rule:
      'MLB does not count the National Association (1871–75) as a major league (Special Baseball Records ' +
      'Committee, 1969): its seasons are left out of MLB records and leader lists unless included.',
  },
];

/** The keys the `include` parameter accepts. */
export const INCLUDE_KEYS = EXCLUDED_LEAGUES.map((x) => x.key);

/**
 * The leagues a league's records leave out, given what the reader asked to include (a comma-separated list of keys,
 * e.g. "na"): those of `league` not named. Throws on a key it does not know, naming it.
 */
export function excludedLeagues(league: string, include: string | undefined): ExcludedLeague[] {
  const asked = (include ?? '')
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
  const unknown = asked.filter((k) => !INCLUDE_KEYS.includes(k));
  if (unknown.length) {
    throw new RangeError(
      `include: '${unknown.join(',')}' is not a league to include; known: ${INCLUDE_KEYS.join(', ')}`,
    );
  }
  return EXCLUDED_LEAGUES.filter((x) => x.league === league && !asked.includes(x.key));
}
