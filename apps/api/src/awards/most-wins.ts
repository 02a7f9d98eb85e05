// Most wins of an award: the one counting rule. Every row of the award counts once for its recipient — the person
// whose page it links, else the name as the source gives it; ties share a rank (1, 1, 3). The table keeps ranks up
// to 10 of those who won it more than once.
import type { AwardLeader, AwardWinner } from '@trophy-room/contract';
import { compareText } from '@trophy-room/domain';

export const MOST_WINS_RANKS = 10;

const recipientKey = (w: AwardWinner) => (w.person ? `${w.person.kind}:${w.person.slug}` : `name:${w.name}`);

export function mostWins(winners: AwardWinner[]): AwardLeader[] {
  const byRecipient = new Map<string, Omit<AwardLeader, 'rank'>>();
  for (const w of winners) {
    const key = recipientKey(w);
    const seen = byRecipient.get(key);
    if (seen) {
      seen.wins += 1;
      seen.first_year = Math.min(seen.first_year, w.year);
      seen.last_year = Math.max(seen.last_year, w.year);
    } else {
      byRecipient.set(key, {
        name: w.name,
        person: w.person,
        wins: 1,
        first_year: w.year,
        last_year: w.year,
      });
    }
  }
  const sorted = [...byRecipient.values()]
    .filter((r) => r.wins > 1)
    .sort((a, b) => b.wins - a.wins || a.first_year - b.first_year || compareText(a.name, b.name));
  const ranked: AwardLeader[] = [];
  sorted.forEach((r, i) => {
    const rank = i > 0 && sorted[i - 1].wins === r.wins ? ranked[i - 1].rank : i + 1;
    ranked.push({ rank, ...r });
  });
  return ranked.filter((r) => r.rank <= MOST_WINS_RANKS);
}
