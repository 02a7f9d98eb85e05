import type { GameStatus } from '@trophy-room/contract';
import { Badge, type BadgeVariant } from '@trophy-room/ui-kit';

/** Badge colours of a game status: live success, scheduled primary, postponed warning, final secondary. */
const variant: Record<GameStatus, BadgeVariant> = {
  live: 'success',
  scheduled: 'primary',
  postponed: 'warning',
  final: 'secondary',
  cancelled: 'neutral',
};

const label: Record<GameStatus, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  postponed: 'Postponed',
  final: 'Final',
  cancelled: 'Cancelled',
};

export function StatusBadge({ status, overtime }: { status: GameStatus; overtime?: string | null }) {
  return (
    <Badge variant={variant[status]}>
      {label[status]}
      {status === 'final' && overtime ? `/${overtime}` : ''}
    </Badge>
  );
}
