// What the NHL modules share: the source keys, the databank's file path, the hand folder, team-name parts and the
// record text. Parsing, slugs, season keys and json helpers come from src/shared.
import type { BuildContext, Row } from '../../model';
import { readHand as readHandFile } from '../../shared/hand';

export const DB = 'hockey-databank';
export const KAGGLE = 'nhl-kaggle-game-data';
export const HSA = 'nhl-hockey-stats-app';
export const HREF = 'nhl-hockey-reference-results';
export const VENUES = 'us-sports-db';
export const HAND = 'hand:nhl-reference';

export const handSource: Row<'sources'> = {
  key: HAND,
  name: 'NHL reference facts entered by hand',
  url: 'https://www.hockey-reference.com/',
  licence: 'Facts (not copyrightable); checked against Hockey-Reference and NHL.com',
  attribution: 'Trophy Room editors',
  notes:
    'Franchise metadata, 2020-21 onward alignment, Stanley Cup Finals and Conn Smythe winners after 2017-18, the major awards after 2017-18, the 2020 and 2021 Final games and the 2020 hub arenas (tools/dataset/hand/nhl).',
};

export const dbFile = (f: string) => `hockey_databank/${f}`;

/** Hand-written CSV under hand/nhl. */
export const readHand = (ctx: BuildContext, file: string) => readHandFile(ctx, 'nhl', file);

/** Multi-word nicknames; everything before the nickname is the city. */
const multiWord = [
  'Maple Leafs',
  'Red Wings',
  'Blue Jackets',
  'Golden Knights',
  'Black Hawks',
  'North Stars',
  'Golden Seals',
  'Hockey Club',
  'St. Patricks',
  'Silver Kings',
  'Mighty Ducks',
];

export function splitName(name: string): { city: string; nickname: string } {
  const of = /^(.+) of (.+)$/.exec(name); // 'Mighty Ducks of Anaheim'
  if (of) return { city: of[2], nickname: of[1] };
  for (const m of multiWord) {
    if (name.endsWith(` ${m}`)) return { city: name.slice(0, -m.length - 1), nickname: m };
  }
  const i = name.lastIndexOf(' ');
  return i < 0 ? { city: name, nickname: name } : { city: name.slice(0, i), nickname: name.slice(i + 1) };
}

const provinces = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK']);
export const countryOf = (state: string | null | undefined) =>
  !state ? null : provinces.has(state) ? 'CA' : 'US';

/** 'W-L', 'W-L-T', 'W-L-OTL' or 'W-L-T-OTL' as the era calls for. */
export function recordText(w: number, l: number, t: number | null, otl: number | null): string {
  if (otl !== null && t !== null && t > 0) return `${w}-${l}-${t}-${otl}`;
  if (otl !== null) return `${w}-${l}-${otl}`;
  if (t !== null) return `${w}-${l}-${t}`;
  return `${w}-${l}`;
}
