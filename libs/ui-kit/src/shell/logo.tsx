import { useState } from 'react';
import { useSite } from '@trophy-room/site-theme';
import { cn } from '../lib/cn';

export interface LogoProps {
  className?: string;
  /** Also show the site name beside the image (the image is then decorative). */
  withName?: boolean;
  /** Classes for the name text (shown beside the image, or instead of it when it fails to load). */
  nameClassName?: string;
  /** Let a long name wrap onto a second line instead of being cut with an ellipsis (the narrow top bar). */
  wrapName?: boolean;
}

/** The site's logo; if the image fails to load it is hidden and the site name is shown instead. */
export function Logo({ className, withName = false, nameClassName, wrapName = false }: LogoProps) {
  const site = useSite();
  const [failed, setFailed] = useState(false);
  return (
    <span data-slot="logo" className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      {!failed && (
        <img
          src={site.logo}
          alt={withName ? '' : site.name}
          className="size-8 shrink-0"
          onError={() => setFailed(true)}
        />
      )}
      {(failed || withName) && (
        <span
          data-slot="logo-name"
          className={cn(wrapName ? 'line-clamp-2' : 'truncate', 'font-bold text-slate-900', nameClassName)}
        >
          {site.name}
        </span>
      )}
    </span>
  );
}
