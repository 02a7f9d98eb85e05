// Season keys, labels and slugs: one spelling for every league. A season is keyed by its league and start year; the
// leagues whose season spans two calendar years (basketball, hockey) label it "2024-25", the others "2024".
import type { League } from '../model';

/** The seasons table's key: `nba:2024`. */
export const seasonKey = (league: League, startYear: number) => `${league}:${startYear}`;

/** "2024-25": a season that starts in one year and ends in the next. */
export const spanLabel = (startYear: number) =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The season's slug: `nhl-2024-25`, `nfl-2024`. */
export const seasonSlug = (league: League, startYear: number, spans: boolean) =>
  `${league}-${spans ? spanLabel(startYear) : startYear}`;
