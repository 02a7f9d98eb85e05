import type { SearchResult } from '@trophy-room/contract';
import { siteUrl, useSite, useSiteOrigin } from '@trophy-room/site-theme';
import { useCallback } from 'react';
import { resultPath, siteOf } from './describe-result';

export interface ResultHref {
  href: string;
  /** On another host (the hub links to the result's own site): a full page load, not a client navigation. */
  external: boolean;
}

/** Where a result links: on a sport site its page there; on the hub the page on the result's own site. */
export function useResultHref(): (r: SearchResult) => ResultHref {
  const site = useSite();
  const origin = useSiteOrigin();
  return useCallback(
    (r: SearchResult) => {
      const path = resultPath(r);
      const target = siteOf(r.league);
      if (!site.isMainSite || !target) return { href: path, external: false };
      return { href: siteUrl(target.id, origin).replace(/\/$/, '') + path, external: true };
    },
    [site.isMainSite, origin],
  );
}
