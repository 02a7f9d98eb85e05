// Row shapes the SQL fragments of ./sql.ts write into many queries, for the areas' row interfaces to extend.
import type { LeagueRef, LevelRef, RecordLine, SportRef } from '@trophy-room/contract';

/** The columns of scopeColumns(): the row's sport, level and league as json_build_object writes them. */
export interface ScopeColumns {
  sport: SportRef;
  level: LevelRef;
  league: LeagueRef;
}

/**
 * A team-season's record columns, as the standings and a team's season rows both read them: the contract's record
 * line but its streak, which each reads its own way.
 */
export type RecordColumns = Omit<RecordLine, 'streak'>;
