// The shapes of the games and what they give (tournament teams, finals): read by the game readers and the season,
// team-season and coach builders; games.ts, which builds them, imports the readers.

export interface Game {
  startYear: number;
  date: string;
  home: string; // school
  away: string;
  homeScore: number;
  awayScore: number;
  neutral: boolean;
  ot: number;
  kind: 'regular' | 'ncaa' | 'secondary';
  round: string | null;
}

export interface TourneyTeam {
  seed: string | null;
  /** The seed's region as the NCAA named it that year; 'Region W' only where neither Kaggle nor the rule names it. */
  region: string | null;
  wins: number;
  losses: number;
  /** 'Won National Final', 'Lost Sweet 16', … */
  result: string | null;
}

export interface Final {
  year: number; // tournament (calendar) year
  winner: string;
  loser: string;
  winnerScore: number;
  loserScore: number;
  ot: number;
  date: string;
}

export interface GameData {
  games: Game[];
  /** Tournament teams by season start year. */
  tourney: Map<number, Map<string, TourneyTeam>>;
  /** The tournament's first day (Kaggle DayNum of its first game) by season start year. */
  tourneyFirstDay: Map<number, number>;
  finals: Map<number, Final>;
  /** DayZero (ISO date) by Kaggle season (= tournament year). */
  dayZero: Map<number, string>;
}
