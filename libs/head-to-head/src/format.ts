// How the head-to-head screen writes a record and a score (figures with the formatters of @trophy-room/domain).
import type { HeadToHeadGame, HeadToHeadRecord } from '@trophy-room/contract';
import { formatRecord } from '@trophy-room/domain';

/** "96-108-6" (ties only when there were any): a's wins first. */
export const recordText = (r: Pick<HeadToHeadRecord, 'a_wins' | 'b_wins' | 'ties'>) =>
  formatRecord(r.a_wins, r.b_wins, r.ties);

/** "Chicago Staleys 20, Green Bay Packers 0": the winner first, each side named as it was. */
export function scoreText(g: HeadToHeadGame): string {
  const a = `${g.a_name} ${g.a_score}`;
  const b = `${g.b_name} ${g.b_score}`;
  return g.b_score > g.a_score ? `${b}, ${a}` : `${a}, ${b}`;
}
