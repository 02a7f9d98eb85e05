// The shell's links: the top bar's sections and the footer's, less what a site's sources hold nothing for.
import { paths } from '@trophy-room/routes';
import type { SiteConfig } from '@trophy-room/site-theme';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The top bar's sections. */
export const navLinks: readonly NavLinkItem[] = [
  { to: paths.scores(), label: 'Scores' },
  { to: paths.seasons(), label: 'Seasons' },
  { to: paths.standings(), label: 'Standings' },
  { to: paths.teams(), label: 'Teams' },
  { to: paths.players(), label: 'Players' },
  { to: paths.coaches(), label: 'Coaches' },
];

/** The footer repeats the top bar's links and adds Championships. */
export const footerLinks: readonly NavLinkItem[] = [
  ...navLinks,
  { to: paths.championships(), label: 'Championships' },
  { to: paths.leaders(), label: 'Leaders' },
  { to: paths.awards(), label: 'Awards' },
  { to: paths.headToHead(), label: 'Head-to-Head' },
  { to: paths.data(), label: 'Download the Data' },
];

/** The shell's section links less the sections the site's sources hold nothing for (a college site's Players). */
export function siteLinks(site: SiteConfig, links: readonly NavLinkItem[]): readonly NavLinkItem[] {
  const empty = new Set(site.sourcesLack.map((kind) => paths[kind]()));
  return links.filter((link) => !empty.has(link.to));
}
