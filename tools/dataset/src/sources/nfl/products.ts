// The values the NFL's steps hand each other (./steps.ts): each made by one step, read by the steps after it.
import { product } from '../../pipeline/product';
import type { PeopleIndex } from './draft-picks';
import type { Game } from './game-types';
import type { NflverseGames } from './nflverse-games';
import type { SuperBowl } from './superbowl';
import type { Teams } from './team-types';
import type { Venues } from './venues';

/** Super Bowls I-LX as the Super Bowl file gives them. */
export const bowlsP = product<SuperBowl[]>('nfl:bowls');
/** The venue index: a stadium name (as any file writes it) → venue, and its name in a season. */
export const venuesP = product<Venues>('nfl:venues');
/** Franchises, their names and codes by season, standings and alignment. */
export const teamsP = product<Teams>('nfl:teams');
/** The games of the older files (FiveThirtyEight + spreadspoke), before the nflverse games are merged in. */
export const loadedGamesP = product<Game[]>('nfl:loaded-games');
/** Every game 1920-2025: the older files' games with the nflverse games merged in. */
export const gamesP = product<Game[]>('nfl:games');
/** The nflverse games' details (venue as named that day, coaches, quarterbacks, weather) for the game rows. */
export const nflverseP = product<NflverseGames>('nfl:nflverse-games');
/** Each season's champion (franchise key): NFL Championship 1920-1969, Super Bowl winners since. */
export const championsP = product<Map<number, string>>('nfl:champions');
/** Overtime of the title games, by game date (hand notes and the Super Bowl file). */
export const titleOvertimeP = product<Map<string, string>>('nfl:title-overtime');
/** The drafted players by name, draft season and team. */
export const draftedP = product<PeopleIndex>('nfl:drafted');
/** Rostered player key by nflverse (GSIS) id. */
export const playerOfGsisP = product<Map<string, string>>('nfl:player-of-gsis');
