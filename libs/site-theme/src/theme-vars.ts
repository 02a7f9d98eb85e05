// The theme as CSS custom properties; Tailwind's primary/secondary/accent utilities read them (see theme.css).
import { shades, type SiteConfig } from './types';

const roles = ['primary', 'secondary', 'accent'] as const;

export function themeVariables(config: SiteConfig): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const role of roles) {
    for (const shade of shades) vars[`--site-${role}-${shade}`] = config.theme[role][shade];
  }
  return vars;
}

/** A `:root { … }` rule with the theme, inlined into each site's HTML at build time so the first paint is themed. */
export function themeStyleRule(config: SiteConfig): string {
  const body = Object.entries(themeVariables(config))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `:root{${body}}`;
}

/** The browser theme colour (address bar): the primary 600 shade. */
export const themeColor = (config: SiteConfig) => config.theme.primary[600];
