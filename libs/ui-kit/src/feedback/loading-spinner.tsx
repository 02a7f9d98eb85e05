import { cn } from '../lib/cn';
import { SpinnerGraphic, type SpinnerSize, type SpinnerVariant } from './spinner-graphic';

export interface LoadingSpinnerProps {
  variant?: SpinnerVariant;
  size?: SpinnerSize;
  /** Status text, e.g. "Loading championship details...". */
  label?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Stands in for a whole page (tall spacing) rather than a section. */
  page?: boolean;
  className?: string;
}

/** A loading indicator announced as a status, in four looks: default ring, dots, pulse, trophy. */
export function LoadingSpinner({
  variant = 'default',
  size = 'md',
  label = 'Loading...',
  hideLabel = false,
  page = false,
  className,
}: LoadingSpinnerProps) {
  return (
    <div
      role="status"
      data-slot="loading-spinner"
      data-variant={variant}
      className={cn('flex flex-col items-center justify-center gap-3', page ? 'py-24' : 'py-6', className)}
    >
      <SpinnerGraphic variant={variant} size={size} />
      <span className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-600'}>{label}</span>
    </div>
  );
}
