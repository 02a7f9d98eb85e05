// The game as its page shows it: the contract's detail (its line score is the feeds', where one gave it).
import type { GameDetail } from '@trophy-room/contract';

export type ShownGame = GameDetail;
