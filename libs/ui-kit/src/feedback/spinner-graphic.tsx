// The moving part of LoadingSpinner, one per variant. Decorative: the status text carries the meaning.
import { cn } from '../lib/cn';
import { TrophyIcon } from './trophy-icon';

export type SpinnerVariant = 'default' | 'dots' | 'pulse' | 'trophy';
export type SpinnerSize = 'sm' | 'md' | 'lg';

const box: Record<SpinnerSize, string> = { sm: 'size-5', md: 'size-10', lg: 'size-16' };
const dot: Record<SpinnerSize, string> = { sm: 'size-1.5', md: 'size-2.5', lg: 'size-4' };

export function SpinnerGraphic({ variant, size }: { variant: SpinnerVariant; size: SpinnerSize }) {
  if (variant === 'dots') {
    return (
      <span aria-hidden="true" className="flex items-center gap-1.5">
        {['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''].map((delay) => (
          <span key={delay} className={cn('animate-bounce rounded-full bg-primary-700', dot[size], delay)} />
        ))}
      </span>
    );
  }
  if (variant === 'pulse') {
    return (
      <span aria-hidden="true" className={cn('block animate-pulse rounded-full bg-primary-600', box[size])} />
    );
  }
  if (variant === 'trophy') {
    return <TrophyIcon className={cn('animate-bounce text-primary-700', box[size])} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'block animate-spin rounded-full border-4 border-primary-100 border-t-primary-700',
        box[size],
      )}
    />
  );
}
