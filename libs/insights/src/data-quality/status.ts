// The data-quality colours: a status word to a badge colour, a percentage to a bar colour (green ≥ 95, amber ≥ 80).
// The percentages themselves are written with formatPercentValue of @trophy-room/domain (97.3%).
import type { BadgeVariant } from '@trophy-room/ui-kit';

export function statusVariant(status: string): BadgeVariant {
  if (['excellent', 'active', 'passing'].includes(status)) return 'success';
  if (['good', 'warning'].includes(status)) return 'warning';
  if (['poor', 'error', 'failing'].includes(status)) return 'error';
  return 'neutral';
}

export type BarTone = 'green' | 'amber' | 'red';

export const barTone = (value: number): BarTone => (value >= 95 ? 'green' : value >= 80 ? 'amber' : 'red');
