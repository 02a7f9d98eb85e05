// A ranked rate's qualifying rule in words, as the leader lists state it beside the list.
import { formatNumber } from '../text';
import type { StatQualifier } from './types';

/**
 * "At least 3.1 plate appearances per team game in a season; 3,000 plate appearances in a career" (per game of the
 * season's longest team schedule, or a season minimum; a share of the games for a games rule).
 */
export function qualifierText(q: StatQualifier): string {
  const n = (v: number) => formatNumber(v, 2);
  const unit = (v: number) => (v === 1 ? q.unitOne : q.unit);
  const season =
    q.seasonPerGame !== undefined
      ? q.unit === 'games'
        ? `${n(q.seasonPerGame * 100)}% of the team's games in a season`
        : `${n(q.seasonPerGame)} ${unit(q.seasonPerGame)} per team game in a season`
      : `${n(q.seasonMin ?? 0)} ${unit(q.seasonMin ?? 0)} in a season`;
  return `At least ${season}; ${n(q.careerMin)} ${unit(q.careerMin)} in a career`;
}
