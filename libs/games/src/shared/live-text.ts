import type { Game } from '@trophy-room/contract';

/**
 * "Live · 3rd · 10:41", "Live · Top 7th", "Live · Period 2": the live marker's words, from what the feed gave
 * (without the first word beside a badge that already says it).
 */
export function liveText(
  game: Pick<Game, 'period' | 'period_label' | 'time_remaining'>,
  word = true,
): string {
  const period = game.period_label ?? (game.period ? `Period ${game.period}` : null);
  return [word && 'Live', period, game.time_remaining].filter(Boolean).join(' · ');
}
