import { paths, type NavLinkItem } from '@trophy-room/routes';
import type { SiteConfig } from '@trophy-room/site-theme';

/** The shell's section links less the sections the site's sources hold nothing for (a college site's Players). */
export function siteLinks(site: SiteConfig, links: readonly NavLinkItem[]): readonly NavLinkItem[] {
  const empty = new Set(site.sourcesLack.map((kind) => paths[kind]()));
  return links.filter((link) => !empty.has(link.to));
}
