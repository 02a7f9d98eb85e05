// What the college basketball steps hand each other (./index.ts): value products, each made by one step.
import { product } from '../../pipeline/product';
import type { HandFinal } from './championship';
import type { GameData } from './game-types';
import type { SeasonFacts } from './seasons';
import type { ScoreRecord } from './sr-scores';
import type { Teams } from './teams';

/** Schools, their Kaggle ids and names, and the conferences (teams.ts). */
export const TEAMS = product<Teams>('ncaa-basketball.teams');
/** The hand-written finals, the games of the Kaggle files and the facts of each season they give (games.ts). */
export const GAMES = product<{ hand: HandFinal[]; data: GameData; facts: SeasonFacts }>(
  'ncaa-basketball.games',
);
/** Team seasons per season start year: Sports-Reference's (to 2018-19), then Torvik's (2019-20 on). */
export const SR_COUNTS = product<Map<number, number>>('ncaa-basketball.sr-team-seasons');
export const TORVIK_COUNTS = product<Map<number, number>>('ncaa-basketball.torvik-team-seasons');
/** W-L of each team season 2011-12..2023-24 counted from Sports-Reference's box scores, by team-season key. */
export const SCORE_RECORDS = product<Map<string, ScoreRecord>>('ncaa-basketball.sr-scores');
