// Row shapes the SQL fragments of ./sql.ts write into many queries, for the areas' row interfaces to extend.
import type { LeagueRef, LevelRef, SportRef } from '@trophy-room/contract';

/** The columns of scopeColumns(): the row's sport, level and league as json_build_object writes them. */
export interface ScopeColumns {
  sport: SportRef;
  level: LevelRef;
  league: LeagueRef;
}

/** A team-season's record columns, as the standings and a team's season rows both read them. */
export interface RecordColumns {
  games_played: number | null;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  ot_losses: number | null;
  points: number | null;
  win_percentage: number | null;
  games_behind: number | null;
  rank: number | null;
  points_for: number | null;
  points_against: number | null;
}
