import { Counters } from '../shared/counters';
import type { gameCounts } from './filter-games';

/** The four counters over the games shown: live games, final scores, upcoming, sports. */
export function ScoreCounters({ counts }: { counts: ReturnType<typeof gameCounts> }) {
  return (
    <Counters
      label="Game counts"
      items={[
        ['Live Games', counts.live],
        ['Final Scores', counts.final],
        ['Upcoming', counts.upcoming],
        ['Sports', counts.sports],
      ]}
    />
  );
}
