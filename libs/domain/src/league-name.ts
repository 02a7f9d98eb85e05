// How a league is named in a badge, a byline or a table caption: the abbreviation fans know (NFL, NBA, MLB, NHL),
// and for a college league "NCAA" with its sport, never the sources' codes (NCAABSB, NCAAH), which no fan reads.

export function leagueShortName(league: { slug: string; abbreviation: string }): string {
  const sport = /^ncaa-(\w+)$/.exec(league.slug)?.[1];
  return sport ? `NCAA ${sport[0].toUpperCase()}${sport.slice(1)}` : league.abbreviation;
}
