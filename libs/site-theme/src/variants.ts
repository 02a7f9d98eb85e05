// The nine site variants. Each app pins one at build time; the hub's directory and the debug page list them all.
import { palettes } from './palettes';
import type { SiteConfig, SiteId, SiteTheme } from './types';

export type { SiteConfig, SiteId } from './types';

/** The default theme when a variant gives none: blue. */
export const defaultTheme: SiteTheme = {
  primary: palettes.blue,
  secondary: palettes.slate,
  accent: palettes.amber,
};

type VariantInput = Omit<
  SiteConfig,
  'logo' | 'favicon' | 'touchIcon' | 'theme' | 'isMainSite' | 'isSportSpecific' | 'sourcesLack'
> & {
  theme?: Partial<SiteTheme>;
  sourcesLack?: SiteConfig['sourcesLack'];
};

/** Fills the icon paths and flags every variant shares, and the blue default theme where none is given. */
export function createSiteConfig(input: VariantInput): SiteConfig {
  return {
    sourcesLack: [],
    ...input,
    isMainSite: input.sport === null,
    isSportSpecific: input.sport !== null,
    logo: '/logo.svg',
    favicon: '/favicon.svg',
    touchIcon: '/apple-touch-icon.png',
    theme: { ...defaultTheme, ...input.theme },
  };
}

const kw = (...words: string[]) => ['championships', 'champions', 'sports history', 'statistics', ...words];

export const hub = createSiteConfig({
  id: 'hub',
  name: 'Trophy Room',
  shortName: 'All Sports',
  description:
    'Every champion of North American pro and college sport: championships, seasons, teams, games, standings, players and coaches.',
  keywords: kw('NFL', 'NBA', 'MLB', 'NHL', 'NCAA'),
  sport: null,
  level: null,
  headline: 'Championship History',
});

export const nfl = createSiteConfig({
  id: 'nfl',
  name: 'Trophy Room Pro Football',
  shortName: 'NFL',
  description:
    'Every Super Bowl and NFL season: champions, standings, scores, teams, players and coaches since 1920.',
  keywords: kw('NFL', 'Super Bowl', 'pro football'),
  sport: 'football',
  level: 'professional',
  headline: 'Super Bowl',
  theme: { primary: palettes.emerald },
});

export const nba = createSiteConfig({
  id: 'nba',
  name: 'Trophy Room Pro Basketball',
  shortName: 'NBA',
  description:
    'Every NBA Finals and season: champions, standings, scores, teams, players and coaches since 1946-47.',
  keywords: kw('NBA', 'NBA Finals', 'pro basketball'),
  sport: 'basketball',
  level: 'professional',
  headline: 'NBA Finals',
  theme: { primary: palettes.orange, accent: palettes.indigo },
});

export const mlb = createSiteConfig({
  id: 'mlb',
  name: 'Trophy Room Pro Baseball',
  shortName: 'MLB',
  description:
    'Every World Series and MLB season: champions, standings, games, teams, players and managers since 1871.',
  keywords: kw('MLB', 'World Series', 'baseball'),
  sport: 'baseball',
  level: 'professional',
  headline: 'World Series',
  theme: { primary: palettes.red, accent: palettes.sky },
});

export const nhl = createSiteConfig({
  id: 'nhl',
  name: 'Trophy Room Pro Hockey',
  shortName: 'NHL',
  description:
    'Every Stanley Cup and NHL season: champions, standings, scores, teams, players and coaches since 1917.',
  keywords: kw('NHL', 'Stanley Cup', 'hockey'),
  sport: 'hockey',
  level: 'professional',
  headline: 'Stanley Cup',
  theme: { primary: palettes.sky, accent: palettes.red },
});

export const cfb = createSiteConfig({
  id: 'cfb',
  name: 'Trophy Room College Football',
  shortName: 'CFB',
  description:
    'College football national champions, games since 1869, conferences, team seasons and coaches.',
  keywords: kw('college football', 'national championship', 'CFP', 'NCAA'),
  sport: 'football',
  level: 'college',
  headline: 'College Football',
  sourcesLack: ['players'],
  theme: { primary: palettes.amber, accent: palettes.red },
});

export const cbb = createSiteConfig({
  id: 'cbb',
  name: 'Trophy Room College Basketball',
  shortName: 'CBB',
  description:
    "NCAA men's basketball tournament champions since 1939, team seasons, tournament games and coaches.",
  keywords: kw('college basketball', 'March Madness', 'Final Four', 'NCAA'),
  sport: 'basketball',
  level: 'college',
  headline: 'March Madness',
  sourcesLack: ['players'],
  theme: { primary: palettes.indigo, accent: palettes.orange },
});

export const cbs = createSiteConfig({
  id: 'cbs',
  name: 'Trophy Room College Baseball',
  shortName: 'CBS',
  description:
    "Men's College World Series champions since 1947, with finals results, sites and outstanding players.",
  keywords: kw('college baseball', 'College World Series', 'Omaha', 'NCAA'),
  sport: 'baseball',
  level: 'college',
  headline: 'College World Series',
  sourcesLack: ['players', 'coaches'],
  theme: { primary: palettes.rose, accent: palettes.sky },
});

export const chk = createSiteConfig({
  id: 'chk',
  name: 'Trophy Room College Hockey',
  shortName: 'CHK',
  description:
    "NCAA men's ice hockey champions since 1948: Frozen Four finals, scores, sites and outstanding players.",
  keywords: kw('college hockey', 'Frozen Four', 'NCAA'),
  sport: 'hockey',
  level: 'college',
  headline: 'Frozen Four',
  sourcesLack: ['players', 'coaches'],
  theme: { primary: palettes.cyan, accent: palettes.indigo },
});

export const siteVariants: Record<SiteId, SiteConfig> = { hub, nfl, nba, mlb, nhl, cfb, cbb, cbs, chk };
export const siteIds = Object.keys(siteVariants) as SiteId[];
export { palettes } from './palettes';
