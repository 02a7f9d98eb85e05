// Fields some games may carry beyond the contract (a line score by period): read when present, never invented.
import type { GameDetail } from '@trophy-room/contract';

export interface GameExtras {
  /** Points per period, home and away, in order (overtime periods last). */
  line_score?: { home: (number | null)[]; away: (number | null)[] } | null;
}

export type ShownGame = GameDetail & GameExtras;
