// What the analytics repository gives the figures (figures.ts, team-figures.ts, game-figures.ts): a window's game
// aggregates, team records, titles and player-season leaders, in plain numbers (./rows.ts maps the rows to these).

export interface GameSummary {
  games: number;
  home_win: number | null;
  ppg: number | null;
  margin: number | null;
  total: number | null;
  overtime: number | null;
  playoffs: number;
  attendance: number | null;
  first: string | null;
  last: string | null;
}

export interface TeamRecord {
  slug: string;
  name: string;
  league: string;
  games: number;
  wins: number;
  losses: number;
  ties: number;
  win_pct: number;
  home_win_pct: number | null;
  /** Scored and allowed per game; null where the standings have no points for and against. */
  pf: number | null;
  pa: number | null;
}

export interface Bucket extends GameSummary {
  label: string;
}

export interface GameProfile {
  summary: GameSummary;
  buckets: Bucket[];
  margins: { band: number; games: number }[];
}

export interface Title {
  championship: string;
  league: string;
  year: number;
  team_slug: string | null;
  team: string;
  previous_winner: string | null;
}

export interface TitleHolder {
  slug: string;
  name: string;
  league: string;
  titles: number;
  last_title: number;
}

export interface PlayerSummary {
  players: number;
  lines: number;
  avg_games: number | null;
  rookies: number;
}

export interface Leader {
  league: string;
  rank: number;
  player_slug: string;
  player: string;
  team: string | null;
  value: number;
  games: number | null;
}

/** Titles won and distinct champions in a decade of title years (parity). */
export interface DecadeChampions {
  decade: number;
  titles: number;
  champions: number;
}
