// Story helpers: re-provide the toolbar's site with a logo that loads (inline SVG) or one that fails.
import type { ReactNode } from 'react';
import { SiteProvider, useSite } from '@trophy-room/site-theme';

const trophySvg =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%231d4ed8' stroke-width='2'><path d='M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4z'/></svg>";

/** A logo that always loads, without a network request. */
export const inlineLogo = `data:image/svg+xml,${trophySvg}`;
/** A logo that never decodes, so the image's error handler runs. */
export const brokenLogo = 'data:image/png;base64,broken';

export function WithLogo({ logo, children }: { logo: string; children: ReactNode }) {
  const site = useSite();
  return <SiteProvider config={{ ...site, logo }}>{children}</SiteProvider>;
}
