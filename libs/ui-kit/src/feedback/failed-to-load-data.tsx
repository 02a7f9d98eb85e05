import { ErrorPanel } from './error-panel';

export interface FailedToLoadDataProps {
  /** Try Again's action; without one, no button. */
  onRetry?: () => void;
  className?: string;
}

/** The generic load failure card from the error catalogue, with Try Again. */
export function FailedToLoadData({ onRetry, className }: FailedToLoadDataProps) {
  return (
    <ErrorPanel
      title="Failed to Load Data"
      message="Something went wrong while loading the data. Please try again."
      onRetry={onRetry}
      className={className}
    />
  );
}
