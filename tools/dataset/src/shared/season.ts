// Season keys, labels, slugs and names: one spelling for every league. A season is keyed by its league and start
// year; its label is @trophy-room/domain's seasonLabel for the league's sport ("2024-25" in basketball and hockey,
// "2024" in football and baseball), the one the screens show.
import { seasonLabel } from '@trophy-room/domain';
import { leagueSports, type League } from '../model';

/** The seasons table's key: `nba:2024`. */
export const seasonKey = (league: League, startYear: number) => `${league}:${startYear}`;

/** The season's label in its league's sport: `nhl` 2024 → "2024-25", `nfl` 2024 → "2024". */
export const leagueSeasonLabel = (league: League, startYear: number) =>
  seasonLabel(startYear, leagueSports[league].sport);

/** The season's slug: `nhl-2024-25`, `nfl-2024`. */
export const seasonSlug = (league: League, startYear: number) =>
  `${league}-${leagueSeasonLabel(league, startYear)}`;

/** The season's name, `what` naming the league: "2024-25 NHL Season", "2024 College Football Season". */
export const seasonName = (league: League, startYear: number, what: string) =>
  `${leagueSeasonLabel(league, startYear)} ${what} Season`;
