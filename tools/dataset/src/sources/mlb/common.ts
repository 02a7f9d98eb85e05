// Keys, source names and the parsed Lahman team types shared by every part of the MLB module.
import { seasonKey as sharedSeasonKey } from '../../shared/season';

export const LAHMAN = 'lahman';
export const RETRO = 'retrosheet-gamelogs';
export const VENUES_SRC = 'us-pro-venues-current';
export const HAND_WS = 'hand:bbref-world-series';
export const HAND_TEAMS = 'hand:mlb-team-names';
export const HAND_VENUE_NAMES = 'hand:mlb-venue-names';
export const HAND_AWARDS_2025 = 'hand:mlb-awards-2025';
export const HAND_NAME_SUFFIXES = 'hand:mlb-name-suffixes';
export const BBREF_2025 = 'mlb-2025-team-bbref';
export const OF_RECORD = 'derived:mlb-manager-of-record';

export const seasonKey = (year: number) => sharedSeasonKey('mlb', year);
export const teamKey = (franchID: string) => `mlb:${franchID}`;
export const personKey = (playerID: string) => `mlb:${playerID}`;

/** Two-word place names used at the start of team names (e.g. "St. Louis Browns"). */
const multiWordPlaces = [
  'Los Angeles',
  'San Diego',
  'San Francisco',
  'New York',
  'New Haven',
  'St. Louis',
  'St. Paul',
  'Kansas City',
  'Tampa Bay',
  'Fort Wayne',
];

/** Splits a team name into the place it carries and its nickname ("Los Angeles Angels of Anaheim" → Los Angeles / Angels). */
export function splitTeamName(name: string): { place: string; nickname: string | null } {
  const multi = multiWordPlaces.find((p) => name.startsWith(p + ' '));
  const place = multi ?? name.split(' ')[0];
  let nickname: string | null = name.slice(place.length).trim();
  if (!nickname || nickname.startsWith('(')) nickname = null;
  else nickname = nickname.replace(/ of .+$/, '');
  return { place, nickname };
}

/** One Lahman Teams row, with the franchise it belongs to and the keys derived from it. */
export interface TeamYear {
  year: number;
  teamID: string;
  franchID: string;
  lgID: string;
  divID: string;
  retro: string;
  abbr: string;
  name: string;
  team: string; // teams key
  key: string; // team_seasons key
  line: number;
  row: Record<string, string>;
}

export interface HandName {
  franchID: string;
  first: number;
  last: number;
  name: string;
  source: string;
}

export interface Lahman {
  teams: TeamYear[];
  byTeamId: Map<string, TeamYear>; // `${year}:${teamID}`
  byRetro: Map<string, TeamYear>; // `${year}:${teamIDretro}`
  years: number[];
}

/** League (conference) metadata for every lgID in Lahman. */
export const leagueInfo: Record<string, { name: string; slug: string }> = {
  AL: { name: 'American League', slug: 'american-league' },
  NL: { name: 'National League', slug: 'national-league' },
  AA: { name: 'American Association', slug: 'american-association' },
  UA: { name: 'Union Association', slug: 'union-association' },
  PL: { name: "Players' League", slug: 'players-league' },
  FL: { name: 'Federal League', slug: 'federal-league' },
  NA: { name: 'National Association', slug: 'national-association' },
};
export const divisionNames: Record<string, string> = { E: 'East', C: 'Central', W: 'West' };
export const conferenceKey = (lgID: string) => `mlb:${lgID}`;
export const divisionKey = (lgID: string, divID: string) => (divID ? `mlb:${lgID}-${divID}` : null);
