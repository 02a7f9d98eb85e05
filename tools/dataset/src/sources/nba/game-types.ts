// The NBA game, series and games result shapes: the game sources, the series and the standings all read them, and
// games.ts, which gathers them, imports those modules.

export interface NbaGame {
  start: number; // season start year
  date: string;
  time: string | null;
  home: string; // franchise
  away: string;
  homeAbbr: string;
  awayAbbr: string;
  homeScore: number | null;
  awayScore: number | null;
  overtime: string | null;
  playoff: boolean;
  playIn: boolean;
  cupFinal: boolean;
  neutral: boolean;
  arena: string | null;
  attendance: number | null;
  round: string | null;
  source: string;
  file: string;
  line: number;
}

export interface Series {
  start: number;
  a: string;
  b: string;
  games: NbaGame[];
  winsA: number;
  winsB: number;
  roundIndex: number;
  round: string | null;
  first: string;
  last: string;
}

export interface GamesResult {
  games: NbaGame[];
  /** Playoff series per season start year, in order of first game. */
  series: Map<number, Series[]>;
  /** Seasons whose Finals series is complete in the game data. */
  finals: Map<number, Series>;
}
