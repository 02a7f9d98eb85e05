// The head tags every site's built HTML carries: title, description, keywords, icons, theme colour, link previews.
import { themeColor, themeStyleRule } from './theme-vars';
import type { SiteConfig } from './types';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function headTags(config: SiteConfig): string {
  return [
    `<title>${esc(config.name)}</title>`,
    `<meta name="description" content="${esc(config.description)}" />`,
    `<meta name="keywords" content="${esc(config.keywords.join(', '))}" />`,
    `<meta name="theme-color" content="${themeColor(config)}" />`,
    `<meta property="og:title" content="${esc(config.name)}" />`,
    `<meta property="og:description" content="${esc(config.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="icon" type="image/svg+xml" href="${config.favicon}" />`,
    `<link rel="apple-touch-icon" href="${config.touchIcon}" />`,
    `<style id="site-theme">${themeStyleRule(config)}</style>`,
  ].join('\n    ');
}
