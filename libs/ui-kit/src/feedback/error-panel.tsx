import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';

export interface ErrorPanelProps {
  title: string;
  message?: ReactNode;
  /** Shows a retry button when given (list pages pass a page reload). */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** An error card announced as an alert, with an optional retry button. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
  className,
}: ErrorPanelProps) {
  return (
    <div
      role="alert"
      data-slot="error-panel"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center',
        className,
      )}
    >
      <h2 className="text-lg font-semibold text-red-900">{title}</h2>
      {message && <p className="max-w-md text-red-800">{message}</p>}
      {onRetry && (
        <Button variant="danger" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
