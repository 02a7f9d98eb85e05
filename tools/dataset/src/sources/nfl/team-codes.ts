// Team codes: how each file's team code names a franchise. Current franchises are keyed by spreadspoke's team ids
// (nfl_teams.csv); the draft file's codes are Pro-Football-Reference's (STL, HOU and BAL depend on the season).
import { L } from './league';

/** 538 / spreadspoke codes of current franchises whose team key differs. */
const CURRENT_KEY: Record<string, string> = { OAK: 'LV', WSH: 'WAS', LVR: 'LV' };

/** GSIS team codes of the roster files, as the draft file's (PFR-style) codes the team map reads. */
export const GSIS_CODES: Record<string, string> = {
  ARZ: 'ARI',
  BOS: 'NE',
  BLT: 'BAL',
  CLV: 'CLE',
  HST: 'HOU',
  SL: 'STL',
  LA: 'RAM',
  LV: 'LVR',
  SD: 'SDG',
};

/** The current franchises' ids and their keys. */
export interface TeamIds {
  currentIds: Set<string>;
  keyOfId(id: string): string;
}

export function teamIds(ssTeams: Record<string, string>[]): TeamIds {
  return {
    currentIds: new Set(ssTeams.map((t) => t.team_id)),
    keyOfId: (id: string) => `${L}:${CURRENT_KEY[id] ?? id}`,
  };
}

/** Draft-file team codes (PFR style) to franchise keys; STL/HOU/BAL depend on the season. */
export function draftTeamKey(
  code: string,
  season: number,
  currentIds: Set<string>,
  keyOfId: (id: string) => string,
): string | null {
  const pfr: Record<string, string> = {
    NWE: 'NE',
    GNB: 'GB',
    KAN: 'KC',
    NOR: 'NO',
    SFO: 'SF',
    TAM: 'TB',
    SDG: 'LAC',
    RAI: 'OAK',
    LVR: 'OAK',
    RAM: 'LAR',
    PHO: 'ARI',
    BOS: 'NE',
  };
  let id = pfr[code] ?? code;
  if (code === 'STL') id = season <= 1987 ? 'ARI' : 'LAR';
  if (code === 'HOU') id = season <= 1996 ? 'TEN' : 'HOU';
  if (code === 'BAL') id = season <= 1983 ? 'IND' : 'BAL';
  return currentIds.has(id) ? keyOfId(id) : null;
}
