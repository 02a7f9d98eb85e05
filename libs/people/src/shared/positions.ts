// The positions the sources name, per sport (most common first): the position filter's options.
import type { SportSlug } from '@trophy-room/site-theme';

export const POSITIONS: Record<SportSlug, readonly string[]> = {
  football: [
    'QB',
    'RB',
    'FB',
    'WR',
    'TE',
    'T',
    'G',
    'C',
    'OL',
    'DE',
    'DT',
    'NT',
    'DL',
    'LB',
    'OLB',
    'ILB',
    'DB',
    'CB',
    'S',
    'K',
    'P',
    'LS',
  ],
  basketball: ['G', 'F', 'C', 'G-F', 'F-G', 'F-C', 'C-F'],
  baseball: ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'],
  hockey: ['C', 'L', 'R', 'D', 'G'],
};

/** The options for a sport, or every sport's (deduplicated) on the hub with no sport chosen. */
export function positionsFor(sport: SportSlug | null): string[] {
  if (sport) return [...POSITIONS[sport]];
  return [...new Set(Object.values(POSITIONS).flat())];
}
