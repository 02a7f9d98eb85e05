// What the MLB steps hand each other (the values of ./products.ts): their own module, as the steps that give and read
// them import the products.
import type { PlayedGame } from '../../derive';
import type { Row } from '../../model';
import type { TeamYear } from './common';
import type { Rec } from './stat-lines';
import type { TeamTotals } from './team-seasons';

/** One 2025 team: the franchise (its 2024 Lahman row for league and division) and the tables' figures. */
export interface Team2025 {
  prev: TeamYear;
  name: string;
  abbreviation: string;
  /** Set when the name no longer carries the city (the Athletics). */
  city: string | null;
  key: string;
  team: string;
  wins: number;
  losses: number;
  games: number | null;
  runs: number | null;
  runsAllowed: number | null;
  totals: TeamTotals;
}

export interface NamedPark {
  park: string;
  /** The name Teams.park gives it that season, without Lahman's number. */
  name: string;
}

export interface TeamParks {
  /** team_seasons key → the parks its Teams.park names, in its order. */
  named: Map<string, NamedPark[]>;
  /** team_seasons key → Teams.park text naming no park the team played home games in. */
  unmatched: Map<string, string>;
  /** team_seasons key → park id → home games there (Lahman HomeGames). */
  homeGames: Map<string, Map<string, number>>;
  /** The name Teams.park gives a park in a year, when every team-season naming it agrees. */
  nameOn(park: string, year: number): string | null;
}

export interface SeasonGames {
  first: string;
  last: string;
  count: number;
  played: PlayedGame[];
}

export interface GamesSummary {
  /** The game rows, not yet added: their venue names are known once the ballparks are (see addGameRows). */
  rows: Row<'games'>[];
  bySeason: Map<number, SeasonGames>;
  /** team_seasons key → park id → home games there */
  homeParks: Map<string, Map<string, number>>;
  /** team_seasons key → forfeit and protest notes (game slug and what happened) */
  forfeits: Map<string, string[]>;
  /** team_seasons key → its forfeited and protested games, with its result in each (what standings may count apart) */
  special: Map<string, SpecialGame[]>;
  /** team_seasons key → runs scored and allowed in its logged games, as scored (forfeits and protests included) */
  runs: Map<string, { scored: number; allowed: number }>;
  /** team_seasons key → Retrosheet manager id → the decisions of the games the log credits to him */
  managerRecords: Map<string, Map<string, { wins: number; losses: number }>>;
  /** team_seasons key → Retrosheet manager id → the first and last of the team's decided games he managed, in order */
  managerSpans: Map<string, Map<string, { first: number; last: number }>>;
}

/** A game the standings may count apart from its score: a forfeit, or a protested game. */
export interface SpecialGame {
  slug: string;
  kind: 'forfeit' | 'protest';
  /** W or L for the team as the game log scores it (a forfeit: as awarded), null for no decision. */
  result: 'W' | 'L' | null;
}

export interface ManagerRow {
  playerID: string;
  year: number;
  teamID: string;
  inseason: number;
  name: string;
}

export interface Managers {
  list: ManagerRow[];
  rows: Record<string, string>[];
  /** `${year}:${teamID}` → the team's managers that season, in order. */
  byTeam: Map<string, ManagerRow[]>;
}

export type HallOfFame = Map<string, { year: number; category: string; votedBy: string }[]>;

export interface People {
  rows: Rec[];
  known: Set<string>;
  hof: HallOfFame;
}

/** What the player rows need from the season lines: first and last year, games by position, career sums. */
export class Careers {
  readonly years = new Map<string, [number, number]>();
  readonly positions = new Map<string, Record<string, number>>();
  readonly totals = new Map<
    string,
    { bat: Record<string, number>; pit: Record<string, number>; g: number }
  >();
  span(pid: string, y: number): void {
    const s = this.years.get(pid);
    this.years.set(pid, s ? [Math.min(s[0], y), Math.max(s[1], y)] : [y, y]);
  }
}

export interface Series {
  year: number;
  round: string;
  winner: TeamYear;
  loser: TeamYear;
  wins: number;
  losses: number;
  ties: number;
  line: number;
  /** Where the hand data corrected Lahman's tie count, what it says. */
  tieNote?: string;
}

export interface VenueNames {
  /** The name a park bore in a year (null where the sources do not say). */
  nameOn(park: string, year: number): string | null;
  /** The parks asked for whose name in some season the sources do not give. */
  unnamed: Set<string>;
}

export interface ParkInfo {
  key: string;
  name: string;
  city: string;
  state: string;
  country: string;
}
