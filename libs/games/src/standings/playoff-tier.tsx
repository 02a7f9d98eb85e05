// Playoff position and rank tiers: champion, playoffs, bubble, eliminated; rank 1, up to 3, up to 8.
import type { Standing } from '@trophy-room/contract';
import { Badge, cn, type BadgeVariant } from '@trophy-room/ui-kit';

type Position = NonNullable<Standing['playoff_position']>;

const positionBadge: Record<Position, { label: string; variant: BadgeVariant }> = {
  champion: { label: 'Champion', variant: 'warning' },
  playoffs: { label: 'Playoffs', variant: 'success' },
  bubble: { label: 'Bubble', variant: 'primary' },
  eliminated: { label: 'Eliminated', variant: 'neutral' },
};

const positionRow: Record<Position, string> = {
  champion: 'bg-amber-50',
  playoffs: 'bg-emerald-50',
  bubble: 'bg-primary-50',
  eliminated: 'bg-white',
};

/** The row's playoff position; a champion without one is still the champion. */
export const playoffPosition = (s: Standing): Position | null =>
  s.playoff_position ?? (s.is_champion ? 'champion' : null);

export function PlayoffBadge({ standing }: { standing: Standing }) {
  const position = playoffPosition(standing);
  if (!position) return null;
  return <Badge variant={positionBadge[position].variant}>{positionBadge[position].label}</Badge>;
}

/** A row's background by its playoff position (zebra stripes when it has none). */
export const playoffRowClass = (s: Standing) => {
  const position = playoffPosition(s);
  return position ? positionRow[position] : undefined;
};

/** The rank tier: 1 (gold), up to 3, up to 8, then plain. */
export function rankTier(rank: number | null): 'first' | 'top3' | 'top8' | null {
  if (rank === null) return null;
  return rank === 1 ? 'first' : rank <= 3 ? 'top3' : rank <= 8 ? 'top8' : null;
}

const tierClass = {
  first: 'bg-amber-400 text-amber-950',
  top3: 'bg-slate-300 text-slate-900',
  top8: 'bg-primary-100 text-primary-900',
};

/** The rank; "T2" where teams are level by every tie-breaker the sources hold (the league's tie shown as tied). */
export function RankMark({ rank, tied = false }: { rank: number | null; tied?: boolean }) {
  const tier = rankTier(rank);
  return (
    <span
      data-tier={tier ?? 'none'}
      title={tied && rank !== null ? `Tied for ${rank}` : undefined}
      className={cn(
        'inline-flex h-7 min-w-7 items-center justify-center rounded-full px-1.5 font-semibold tabular-nums',
        tier ? tierClass[tier] : 'text-slate-700',
      )}
    >
      {rank === null ? '—' : tied ? `T${rank}` : rank}
    </span>
  );
}
