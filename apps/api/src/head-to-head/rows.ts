// A team's opponents as their query reads them, and each as the contract's shape (the pattern: teams/rows.ts). The
// pair's meetings, totals and series stay rows (repository.ts, pair-sources.ts): summary.ts computes the answer.
import type { Opponent } from '@trophy-room/contract';

export interface OpponentRow {
  id: number;
  slug: string;
  name: string;
  games: number;
}

export function toOpponent(r: OpponentRow): Opponent {
  return { id: r.id, slug: r.slug, name: r.name, games: r.games };
}
