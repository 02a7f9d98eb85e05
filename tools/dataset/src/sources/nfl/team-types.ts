// The NFL team index the sources read (names, codes, alignment by season): its own module, as teams.ts, which builds
// it, imports some of those sources.
import type { FteGame } from './fte-games';
import type { Family, Standing } from './pfr-standings';

/** A franchise's conference and division in a season. */
export interface Alignment {
  conference: string | null; // conference key
  division: string | null; // division key
}

export interface Teams {
  standings: Standing[];
  fteGames: FteGame[];
  /** Franchise key for a 538 code in a season (null: not a league team in the standings). */
  fteTeam(season: number, code: string): string | null;
  /** Franchise key for a team name used in a season (standings names, spreadspoke names). */
  byName(season: number, name: string): string | null;
  /** Name/abbreviation the franchise used in a season. */
  nameIn(team: string, season: number): string | null;
  abbrIn(team: string, season: number): string;
  standing(team: string, season: number): Standing | undefined;
  alignment(team: string, season: number): Alignment;
  familyOf(team: string, season: number): Family;
  /** Current team keys by spreadspoke/draft code. */
  byCode(code: string, season: number): string | null;
}
