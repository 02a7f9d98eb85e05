// The head tags of a site's pages: those every page shares (keywords, icons, theme colour) and those of one page
// (title, description, canonical URL, link previews), which the server renders per route between two markers.
import { colorSchemeScript } from './color-scheme';
import { themeColor, themeStyleRule } from './theme-vars';
import type { SiteConfig } from './types';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One page's head: its full title, description and (when known) absolute canonical URL. */
export interface PageHead {
  title: string;
  description: string;
  canonical?: string;
  siteName: string;
}

/** Where the server puts a page's own tags in the built HTML (the defaults sit between them until then). */
export const PAGE_HEAD_START = '<!--page-head-->';
export const PAGE_HEAD_END = '<!--/page-head-->';

export function pageHeadTags(head: PageHead): string {
  return [
    `<title>${esc(head.title)}</title>`,
    `<meta name="description" content="${esc(head.description)}" />`,
    ...(head.canonical ? [`<link rel="canonical" href="${esc(head.canonical)}" />`] : []),
    `<meta property="og:title" content="${esc(head.title)}" />`,
    `<meta property="og:description" content="${esc(head.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${esc(head.siteName)}" />`,
    ...(head.canonical ? [`<meta property="og:url" content="${esc(head.canonical)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}

/**
 * The site's own head: the shared tags, and its name and description as the page's until a route says more; the
 * colour-scheme script last, so the page's first paint is already light or dark.
 */
export function headTags(config: SiteConfig): string {
  const page = pageHeadTags({ title: config.name, description: config.description, siteName: config.name });
  return [
    PAGE_HEAD_START,
    page,
    PAGE_HEAD_END,
    `<meta name="keywords" content="${esc(config.keywords.join(', '))}" />`,
    `<meta name="theme-color" content="${themeColor(config)}" />`,
    `<link rel="icon" type="image/svg+xml" href="${config.favicon}" />`,
    `<link rel="apple-touch-icon" href="${config.touchIcon}" />`,
    `<style id="site-theme">${themeStyleRule(config)}</style>`,
    `<script>${colorSchemeScript}</script>`,
  ].join('\n    ');
}
