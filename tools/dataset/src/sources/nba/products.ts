// What the NBA's steps hand each other (./index.ts): value products, each made by one step.
import { pass, product } from '../../pipeline/product';
import type { CoachesResult } from './coaches';
import type { FinalsResult } from './finals';
import type { GamesResult } from './game-types';
import type { PeopleResult } from './players';
import type { TeamsResult } from './teams';

/** Franchises, team summaries and the alignment (teams.ts). */
export const TEAMS = product<TeamsResult>('nba.teams');
/** Every game of the game files, with playoff series and rounds (games.ts); their rows are added last. */
export const GAMES = product<GamesResult>('nba.games');
/** Players by name with the teams they played for, to match award winners and coaches (players.ts). */
export const PEOPLE = product<PeopleResult>('nba.people');
/** The 2021 snapshot's player seasons and roster entries are in: later totals compare with and update them. */
export const SNAPSHOT_TOTALS = pass('nba.snapshot-totals');
/** Head coaches by team-season (coaches.ts). */
export const COACHES = product<CoachesResult>('nba.coaches');
/** Each season's Finals from the games, checked against the Finals list (finals.ts). */
export const FINALS = product<Map<number, FinalsResult>>('nba.finals');
/** A team-season's W-L as the standings give it (standings.ts). */
export const RECORDS = product<(franchise: string, start: number) => string | null>('nba.records');
