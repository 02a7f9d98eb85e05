// Kept apart from games.ts so teams.ts and games.ts can both use it without a cycle.
import type { Static } from '@sinclair/typebox';
import { StringEnum } from './schema';

export const GAME_STATUSES = ['scheduled', 'live', 'final', 'postponed', 'cancelled'] as const;

/**
 * final: played, with a score; scheduled: in the future or unplayed; postponed/cancelled: as the source says;
 * live: in progress (the dataset is historical, so only a game dated today without a score and a start time passed).
 */
export const GameStatus = StringEnum(GAME_STATUSES);
export type GameStatus = Static<typeof GameStatus>;
