// The card icon rules (which honour earns a card its icon) and the first awards a card lists.
import type { Award } from '@trophy-room/contract';

/** A player icon: more than 2 championships, an MVP award or more than 3 awards. */
export const playerHasIcon = (p: { championships_won: number; mvp_awards: number | null; awards: Award[] }) =>
  p.championships_won > 2 || (p.mvp_awards ?? 0) > 0 || p.awards.length > 3;

/** A coach icon: more than 2 championships, any championship, or more than 3 awards. */
export const coachHasIcon = (c: { championships_won: number; awards: Award[] }) =>
  c.championships_won > 2 || c.championships_won > 0 || c.awards.length > 3;

/** Cards list the first 2 awards. */
export const CARD_AWARDS = 2;
