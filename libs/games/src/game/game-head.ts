import { gameQueries, type RouteContext, type ReadQuery } from '@trophy-room/api-client';
import { formatDay } from '@trophy-room/domain';
import { matchup, resultSentence } from './game-format';

/** The game page's head: the matchup and date as the title, the result sentence as the description. */
export function gameHead({ params, filters, get }: RouteContext & { get: ReadQuery }) {
  const g = get(gameQueries.detail(filters, params.id ?? '').queryKey);
  if (!g) return { title: 'Game Not Found' };
  const score = g.status === 'final' ? ` ${g.away_score}–${g.home_score}` : '';
  return {
    title: `${matchup(g)}${score}, ${formatDay(g.game_date)}${g.championship_name ? ` (${g.championship_name})` : ''}`,
    description: resultSentence(g),
  };
}
