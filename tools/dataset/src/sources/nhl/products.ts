// The values the NHL steps hand each other (./index.ts lists the steps): each is given by one step and read by the
// steps that name it in `needs`, so the scheduler runs the giver first.
import { pass, product } from '../../pipeline/product';
import type { Coaches } from './databank-coaches';
import type { DatabankPeople } from './databank-people';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import type { Result1950 } from './games-hockeyref-1950';
import type { FinalResult } from './stanley-cup';
import type { TeamSeasonRecord } from './team-seasons';

/** Franchises as the databank and the hand files know them, before the game files register later seasons. */
export const openFranchises = product<Franchises>('nhl:franchises-open');
/** Franchises with every season registered (their teams and identities rows written). */
export const franchises = product<Franchises>('nhl:franchises');
/** The games rows (1949-50..2009-10 from Hockey-Reference's results, then the later files), rounds assigned. */
export const games = product<NhlGame[]>('nhl:games');
/** Every scored game of Hockey-Reference's results 1949-50..2014-15: read once for the games rows and the claims. */
export const results1950 = product<Result1950[]>('nhl:results-1950');
export const databankPeople = product<DatabankPeople>('nhl:databank-people');
/** The teams of each databank player-year (`${playerID}:${year}`). */
export const teamsOfPlayerYear = product<Map<string, Set<string>>>('nhl:teams-of-player-year');
/** The Conn Smythe winner of each season (start year). */
export const connSmythe = product<Map<number, { name: string; person: string | null }>>('nhl:conn-smythe');
export const coaches = product<Coaches>('nhl:coaches');
/** Each team-season's standings record from its best source, before the playoff marks. */
export const standings = product<{ records: TeamSeasonRecord[]; databankRecordText: Map<string, string> }>(
  'nhl:standings',
);
/** Every Stanley Cup Final of the NHL era (databank, then hand and games). */
export const finals = product<FinalResult[]>('nhl:finals');
/** The standings records with playoff results and champion flags: what team_seasons holds. */
export const teamSeasonRecords = product<TeamSeasonRecord[]>('nhl:team-season-records');
/** The NHL's seasons rows are added (the steps that check a season exists wait for it, not for every league's). */
export const seasonRows = pass('nhl:seasons');
/** The NHL's roster entries are added (and the players they add). */
export const rosterRows = pass('nhl:rosters');
/** The NHL's player seasons after the databank are added. */
export const laterPlayerSeasons = pass('nhl:later-player-seasons');
/** The Hockey-Reference id → players key of every player of nhl_skaters_hockeyref_2021_2026. */
export const skaters2021Players = product<Map<string, string>>('nhl:skaters-2021-players');
/** The awards of hand/nhl/awards.csv are added (a later source adds only the award-seasons it lacks). */
export const handAwardRows = pass('nhl:hand-awards');
