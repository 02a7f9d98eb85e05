// The levels of play: a site or a filter may say "college", which is the dataset's NCAA Division I.

/** The level the dataset stores for "college". */
export const COLLEGE_LEVEL = 'ncaa-division-i';

/** college → ncaa-division-i; professional stays; any other level slug passes through. */
export function levelSlug(level: string): string;
export function levelSlug(level: string | null | undefined): string | null | undefined;
export function levelSlug(level: string | null | undefined) {
  return level === 'college' ? COLLEGE_LEVEL : level;
}

/**
 * Whether a team season's W-L counts its postseason: a college record is the season's whole (as the NCAA and the
 * schools' record books count it: bowls, conference and NCAA tournaments included); a professional league's standings
 * count the regular season only.
 */
export const recordIncludesPostseason = (level: string): boolean => levelSlug(level) === COLLEGE_LEVEL;
