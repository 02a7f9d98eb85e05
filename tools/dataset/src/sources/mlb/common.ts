// Shared helpers and the parsed Lahman team table used by every part of the MLB module.
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { BuildContext, Json } from '../../model';
import { seasonKey as sharedSeasonKey } from '../../shared/season';
export { int, num as real } from '../../shared/parse';
export { slugify } from '../../shared/slug';

export const LAHMAN = 'lahman';
export const RETRO = 'retrosheet-gamelogs';
export const VENUES_SRC = 'us-pro-venues-current';
export const HAND_WS = 'hand:bbref-world-series';
export const HAND_TEAMS = 'hand:mlb-team-names';

/** Splits one CSV record that contains quotes (RFC 4180 quoting). */
function splitQuoted(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let q = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (q) {
      if (c === '"') {
        if (line[i + 1] === '"') {
          cur += '"';
          i++;
        } else q = false;
      } else cur += c;
    } else if (c === '"') q = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

const fastCache = new WeakMap<BuildContext, Map<string, Record<string, string>[]>>();

/**
 * A fast reader for the large, simple CSV files (Retrosheet logs, Lahman Batting/Pitching/Appearances): csv-parse
 * is several times slower on these. Same result shape as ctx.readCsv (header-keyed records, empty lines skipped);
 * quoted fields are handled, but records must not span lines (checked: none do in these files).
 */
export function readBigCsv(ctx: BuildContext, path: string): Record<string, string>[] {
  const file = isAbsolute(path) ? path : join(ctx.rawDir, path);
  let cache = fastCache.get(ctx);
  if (!cache) fastCache.set(ctx, (cache = new Map()));
  const hit = cache.get(file);
  if (hit) return hit;
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/);
  const header = (lines[0].includes('"') ? splitQuoted(lines[0]) : lines[0].split(',')).map((h) => h.trim());
  const rows: Record<string, string>[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const cells = line.includes('"') ? splitQuoted(line) : line.split(',');
    const r: Record<string, string> = {};
    for (let j = 0; j < header.length; j++) r[header[j]] = cells[j] ?? '';
    rows.push(r);
  }
  cache.set(file, rows);
  return rows;
}

export { compact, round3 } from '../../shared/json';

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

/** Loads Teams.csv, applying hand-checked name corrections (reported) to the affected rows. */
export function loadTeams(ctx: BuildContext): Lahman {
  const rows = ctx.readCsv('lahman/Teams.csv');
  const fixes: HandName[] = ctx.readCsv(`${ctx.handDir}/mlb/team_names.csv`).map((r) => ({
    franchID: r.franchID,
    first: Number(r.first_year),
    last: Number(r.last_year),
    name: r.name,
    source: r.source,
  }));
  const reported = new Set<HandName>();
  const teams: TeamYear[] = [];
  const byTeamId = new Map<string, TeamYear>();
  const byRetro = new Map<string, TeamYear>();
  rows.forEach((r, i) => {
    const year = Number(r.yearID);
    let name = r.name;
    const fix = fixes.find((f) => f.franchID === r.franchID && year >= f.first && year <= f.last);
    if (fix && fix.name !== name) {
      if (!reported.has(fix)) {
        reported.add(fix);
        ctx.report({
          source: LAHMAN,
          file: 'lahman/Teams.csv',
          line: i + 2,
          problem: `franchise ${fix.franchID} ${fix.first}-${fix.last}: Lahman name "${name}" replaced by "${fix.name}" (hand/mlb/team_names.csv, ${fix.source})`,
        });
      }
      name = fix.name;
    }
    const t: TeamYear = {
      year,
      teamID: r.teamID,
      franchID: r.franchID,
      lgID: r.lgID,
      divID: r.divID,
      retro: r.teamIDretro || r.teamID,
      abbr: r.teamIDBR || r.teamID,
      name,
      team: teamKey(r.franchID),
      key: `mlb:${r.franchID}:${year}`,
      line: i + 2,
      row: r,
    };
    if (byTeamId.has(`${year}:${t.teamID}`)) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Teams.csv',
        line: i + 2,
        problem: `duplicate team ${year} ${t.teamID}; ignored`,
      });
      return;
    }
    teams.push(t);
    byTeamId.set(`${year}:${t.teamID}`, t);
    byRetro.set(`${year}:${t.retro}`, t);
  });
  const years = [...new Set(teams.map((t) => t.year))].sort((a, b) => a - b);
  return { teams, byTeamId, byRetro, years };
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
