export type {
  SiteConfig,
  SiteId,
  SiteTheme,
  ColorScale,
  Shade,
  SportSlug,
  LevelSlug,
  PeopleKind,
} from './types';
export { shades } from './types';
export { palettes } from './palettes';
export {
  siteVariants,
  siteIds,
  createSiteConfig,
  defaultTheme,
  hub,
  nfl,
  nba,
  mlb,
  nhl,
  cfb,
  cbb,
  cbs,
  chk,
} from './variants';
export { themeVariables, themeStyleRule, themeColor } from './theme-vars';
export { headTags, pageHeadTags, PAGE_HEAD_START, PAGE_HEAD_END, type PageHead } from './head';
export { SiteProvider, useSite } from './site-provider';
export { OriginProvider, useSiteOrigin, siteUrl, type SiteOrigin } from './site-origin';
export {
  COLOR_SCHEME_KEY,
  colorSchemeScript,
  currentScheme,
  setColorScheme,
  subscribeColorScheme,
  type ColorScheme,
} from './color-scheme';
export { useColorScheme } from './use-color-scheme';
