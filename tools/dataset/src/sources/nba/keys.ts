// The NBA's keys and names: row keys, the name comparison key, ordinals and a team name's city and nickname.
import { seasonName as sharedSeasonName, seasonKey as sharedSeasonKey } from '../../shared/season';
import { slugify } from '../../shared/slug';

export const LG = 'nba';
export const BBREF = 'nba_bbref';
export const HAND = 'hand:nba-franchises';

export const seasonKey = (startYear: number) => sharedSeasonKey('nba', startYear);
export const teamKey = (franchise: string) => `nba:${franchise}`;
export const personKey = (bbrefId: string) => `nba:${bbrefId}`;

/** Name comparison key: no accents, punctuation or case. */
export const nameKey = (s: string) => slugify(s).replace(/-/g, '');

/** '1986-87 NBA Season' ('BAA' through 1948-49). */
export function seasonName(start: number): string {
  return sharedSeasonName(LG, start, start <= 1948 ? 'BAA' : 'NBA');
}

export function ordinal(n: number): string {
  const v = n % 100;
  if (v >= 11 && v <= 13) return `${n}th`;
  const suffix = n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

const twoWordNicknames = ['Trail Blazers', 'Red Skins'];

/** Splits 'Los Angeles Lakers' into city 'Los Angeles' and nickname 'Lakers'. */
export function splitTeamName(name: string): { city: string | null; nickname: string } {
  for (const n of twoWordNicknames) {
    if (name.endsWith(` ${n}`)) return { city: name.slice(0, -n.length - 1), nickname: n };
  }
  if (name === 'Spirits of St. Louis') return { city: 'St. Louis', nickname: 'Spirits' };
  if (name === 'The Floridians') return { city: null, nickname: 'Floridians' };
  const i = name.lastIndexOf(' ');
  return i < 0 ? { city: null, nickname: name } : { city: name.slice(0, i), nickname: name.slice(i + 1) };
}
