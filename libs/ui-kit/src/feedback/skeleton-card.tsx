import { cn } from '../lib/cn';
import { Skeleton } from './skeleton';

/** A placeholder shaped like a team, game or player card. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div
      data-slot="skeleton-card"
      aria-hidden="true"
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-10" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-5/6" />
    </div>
  );
}
