export type SiteId = 'hub' | 'nfl' | 'nba' | 'mlb' | 'nhl' | 'cfb' | 'cbb' | 'cbs' | 'chk';
export type SportSlug = 'football' | 'basketball' | 'baseball' | 'hockey';
export type LevelSlug = 'professional' | 'college';
/** People a site's sources may hold nothing of. */
export type PeopleKind = 'players' | 'coaches';

export const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Shade = (typeof shades)[number];
/** A colour scale: one hex colour per shade, 50 (lightest) to 950 (darkest). */
export type ColorScale = Record<Shade, string>;

export interface SiteTheme {
  primary: ColorScale;
  secondary: ColorScale;
  accent: ColorScale;
}

export interface SiteConfig {
  id: SiteId;
  name: string;
  /** Short label for nav and directory, e.g. "NFL". */
  shortName: string;
  description: string;
  keywords: string[];
  sport: SportSlug | null;
  level: LevelSlug | null;
  isMainSite: boolean;
  isSportSpecific: boolean;
  /** The competition the hero is about, e.g. "Super Bowl". */
  headline: string;
  /**
   * What the site's public sources hold no records of (data/coverage.json, pinned by a test): the shell leaves these
   * sections out and their pages say so instead of showing an empty list.
   */
  sourcesLack: readonly PeopleKind[];
  logo: string;
  favicon: string;
  touchIcon: string;
  theme: SiteTheme;
}
