// The NHL game as every game source gives it; its own module, as games.ts imports those sources.

export interface NhlGame {
  season: number;
  date: string;
  time: string | null;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  overtime: string | null;
  /** Shootouts not identifiable (source counts shootout losses as regulation losses). */
  soUnknown?: boolean;
  /** Loser forfeits the overtime point (pulled goalie in OT, noted in the source). */
  noOtPoint: boolean;
  playoff: boolean;
  /** Playoff stage: 0 qualifying/round robin (2020), 1..4 rounds, 4 = Stanley Cup Final. */
  stage: number | null;
  roundRobin: boolean;
  /** The round's name where the source's series give it (games before 2010-11); else it comes from `stage`. */
  round?: string | null;
  venueName: string | null;
  neutral: boolean;
  attendance: number | null;
  source: string;
  file: string;
  line: number;
  key?: string;
}
