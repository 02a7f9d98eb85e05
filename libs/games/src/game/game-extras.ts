// Fields some games carry beyond the contract's core (head coaches, starting quarterbacks, a line score by period),
// added by sources as they come: read when present, never invented.
import type { GameDetail } from '@trophy-room/contract';

export interface PersonRef {
  name: string;
  slug?: string | null;
}

export interface GameExtras {
  home_coach?: PersonRef | string | null;
  away_coach?: PersonRef | string | null;
  home_starting_qb?: PersonRef | string | null;
  away_starting_qb?: PersonRef | string | null;
  /** Points per period, home and away, in order (overtime periods last). */
  line_score?: { home: (number | null)[]; away: (number | null)[] } | null;
}

export type ShownGame = GameDetail & GameExtras;

export const personName = (p: PersonRef | string | null | undefined) =>
  p ? (typeof p === 'string' ? p : p.name) : null;
