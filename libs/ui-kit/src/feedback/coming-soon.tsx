import { EmptyState } from './empty-state';
import { TrophyIcon } from './trophy-icon';

/** Placeholder for a section not built yet, e.g. feature="Detailed statistics". */
export function ComingSoon({ feature, className }: { feature: string; className?: string }) {
  return (
    <EmptyState
      title="Coming Soon"
      message={`${feature} will be available in a future update.`}
      icon={<TrophyIcon className="size-10" />}
      className={className}
    />
  );
}
