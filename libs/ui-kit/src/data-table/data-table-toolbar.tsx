import { cn } from '../lib/cn';
import { Button } from '../primitives/button';

export interface DataTableToolbarProps {
  caption: string;
  /** More columns to the right than fit: say so (sighted readers on a phone). */
  moreToRight: boolean;
  /** Shows "Download CSV" when given. */
  onDownload?: () => void;
}

/** Above the table: the sideways-scroll hint and "Download CSV". */
export function DataTableToolbar({ caption, moreToRight, onDownload }: DataTableToolbarProps) {
  if (!onDownload && !moreToRight) return null;
  return (
    <div className="flex items-center justify-between gap-2">
      <p aria-hidden="true" className={cn('text-xs text-slate-600', !moreToRight && 'invisible')}>
        Scroll sideways for more →
      </p>
      {onDownload && (
        <Button size="sm" variant="outline" aria-label={`Download CSV of ${caption}`} onClick={onDownload}>
          Download CSV
        </Button>
      )}
    </div>
  );
}
