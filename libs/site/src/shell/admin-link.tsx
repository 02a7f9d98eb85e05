import { cn } from '@trophy-room/ui-kit';
import { ADMIN_URL } from './shell-config';

/** The ADMIN link to the external local administration site (shown only when the admin flag is set). */
export function AdminLink({ className }: { className?: string }) {
  return (
    <a
      data-slot="admin-link"
      href={ADMIN_URL}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'rounded-md border border-slate-300 px-3 py-2 text-sm font-bold tracking-wide text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-700',
        className,
      )}
    >
      ADMIN
    </a>
  );
}
