// The NFL game as each game source reads it: its own module, as games.ts imports those sources.

export interface Game {
  key: string;
  season: number;
  date: string;
  home: string;
  away: string;
  hs: number | null;
  as: number | null;
  playoff: boolean;
  neutral: boolean;
  label: string; // source week label
  round: string | null;
  week: string | null;
  stadium: string | null;
  source: string;
}
