// Source: NFL.com career statistics (Kaggle 'NFL Statistics', via kamath/NFL-data-hacking): passing, rushing and
// receiving 1924-2016 and defence 1970-2016 per player, season and team. Read → season lines per player and team,
// each NFL.com id joined to the rostered player most of its seasons name; an id whose career began before the rosters
// (1970) and is on none becomes a player of its own.
import type { BuildContext, Cell, Row } from '../../model';
import { int, num } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { L, mdy } from './league';
import { nonZero, type Line, type Stats } from './stat-line';
import type { RosterIndex } from './roster-index';
import type { Teams } from './team-types';
import { addPlayer } from './person-rows';

export const NFLCOM_STATS: Row<'sources'> = {
  key: 'nfl-player-stats-nflcom',
  name: "NFL.com career statistics (Kaggle 'NFL Statistics', via kamath/NFL-data-hacking)",
  url: 'https://github.com/kamath/NFL-data-hacking',
  licence: 'No licence stated; data from NFL.com (NFL terms apply)',
  attribution: 'Statistics from NFL.com, compiled by Kendall Gillies (Kaggle)',
  notes:
    'Passing, rushing and receiving 1924-2016 and defence 1970-2016 per player, season and team; only players with an NFL.com profile, so early seasons are incomplete.',
};
const ROSTER_FIRST = 1970;
const nflcomFile = (kind: string) => `nfl_player_stats_nflcom_1924_2016/Career_Stats_${kind}.csv`;

/** NFL.com cells: '--' is missing. */
const cell = (v: string | undefined) => (v === undefined || v.trim() === '--' ? null : num(v));

interface NflcomRow {
  id: string;
  name: string;
  season: number;
  teamName: string;
  games: number | null;
  stats: Stats;
}

function nflcomRows(ctx: BuildContext): NflcomRow[] {
  const out: NflcomRow[] = [];
  const kinds: [string, (r: Record<string, string>) => Stats][] = [
    [
      'Passing',
      (r) =>
        nonZero({
          pass_cmp: cell(r['Passes Completed']),
          pass_att: cell(r['Passes Attempted']),
          pass_yds: cell(r['Passing Yards']),
          pass_td: cell(r['TD Passes']),
          pass_int: cell(r.Ints),
        }),
    ],
    [
      'Rushing',
      (r) =>
        nonZero({
          rush_att: cell(r['Rushing Attempts']),
          rush_yds: cell(r['Rushing Yards']),
          rush_td: cell(r['Rushing TDs']),
        }),
    ],
    [
      'Receiving',
      (r) =>
        nonZero({
          rec: cell(r.Receptions),
          rec_yds: cell(r['Receiving Yards']),
          rec_td: cell(r['Receiving TDs']),
        }),
    ],
    [
      'Defensive',
      (r) =>
        nonZero({
          def_tkl: cell(r['Total Tackles']),
          def_solo: cell(r['Solo Tackles']),
          def_ast: cell(r['Assisted Tackles']),
          def_sk: cell(r.Sacks),
          def_sfty: cell(r.Safeties),
          def_pd: cell(r['Passes Defended']),
          def_int: cell(r.Ints),
          def_int_yds: cell(r['Int Yards']),
          def_int_td: cell(r['Ints for TDs']),
        }),
    ],
  ];
  for (const [kind, stats] of kinds)
    for (const r of ctx.readCsv(nflcomFile(kind))) {
      const [last, first] = (r.Name ?? '').split(/,\s*/);
      out.push({
        id: (r['Player Id'] ?? '').trim(),
        name: first ? `${first} ${last}` : last,
        season: int(r.Year) ?? 0,
        teamName: (r.Team ?? '').trim(),
        games: cell(r['Games Played']),
        stats: stats(r),
      });
    }
  return out;
}

/** Adds each NFL.com player without a rostered match whose career began before the rosters. */
function nflcomPlayer(
  ctx: BuildContext,
  id: string,
  rows: NflcomRow[],
  bio: Map<string, Record<string, string>>,
) {
  const key = `${L}:~nflcom-${slugify(id)}`;
  if (ctx.has('players', key)) return key;
  const b = bio.get(id);
  const name = rows[0].name;
  const [first, ...rest] = name.split(' ');
  const birth = b?.Birthday ? mdy(b.Birthday) : null;
  const span = yearsPlayed(b);
  const seasons = [...rows.map((r) => r.season), ...(span ?? [])];
  addPlayer(ctx, {
    key,
    person: `${L}:person-~nflcom-${slugify(id)}`,
    name,
    first: first || null,
    last: rest.join(' ') || null,
    birthDate: birth,
    heightInches: int(b?.['Height (inches)']),
    weightPounds: int(b?.['Weight (lbs)']),
    college: b?.College?.trim() || null,
    position: b?.Position?.trim() || null,
    firstYear: Math.min(...seasons),
    lastYear: Math.max(...seasons),
    isActive: false,
    source: NFLCOM_STATS.key,
  });
  return key;
}

/** NFL.com's lines, one per player, season and team (stats of the four tables merged). */
export function readNflcomLines(ctx: BuildContext, teams: Teams, index: RosterIndex): Line[] {
  const { find } = index;
  // NFL.com: one player per NFL.com id, found through any rostered season (name, season, team).
  const nflcom = nflcomRows(ctx);
  const byId = new Map<string, NflcomRow[]>();
  for (const r of nflcom) if (r.id && r.season) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
  const bio = new Map(
    ctx.readCsv(`nfl_player_stats_nflcom_1924_2016/Basic_Stats.csv`).map((b) => [b['Player Id'], b]),
  );
  let noTeam = 0;
  let unmatched = 0;
  const nflcomLines = new Map<string, Line>();
  const playerOfId = new Map<string, string>();
  for (const [id, rows] of [...byId].sort((a, b) => a[0].localeCompare(b[0]))) {
    const votes = new Map<string, number>();
    for (const r of rows) {
      if (r.season < ROSTER_FIRST) continue;
      const p = find(r.name, r.season, teams.byName(r.season, r.teamName));
      if (p) votes.set(p, (votes.get(p) ?? 0) + 1);
    }
    const best = [...votes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
    const earliest = Math.min(...rows.map((r) => r.season));
    if (!best && earliest >= ROSTER_FIRST) {
      unmatched++;
      continue;
    }
    const player = best ?? nflcomPlayer(ctx, id, rows, bio);
    playerOfId.set(id, player);
    for (const r of rows) {
      const team = teams.byName(r.season, r.teamName);
      if (!team) {
        noTeam++;
        continue;
      }
      const k = `${player}|${r.season}|${team}`;
      const l = nflcomLines.get(k) ?? {
        player,
        season: r.season,
        team,
        games: null,
        started: null,
        stats: {},
        source: NFLCOM_STATS.key,
      };
      l.games = Math.max(l.games ?? 0, r.games ?? 0) || null;
      Object.assign(l.stats, r.stats);
      nflcomLines.set(k, l);
    }
  }
  addEarlyCareers(ctx, bio, playerOfId, index);
  fillProfiles(ctx, bio, playerOfId);
  ctx.report({
    source: NFLCOM_STATS.key,
    file: 'nfl_player_stats_nflcom_1924_2016',
    problem: `${unmatched} players from 1970 on not joined to one rostered player by name, season and team, and ${noTeam} rows of teams outside the data (AAFC and other leagues); not added`,
  });
  return [...nflcomLines.values()];
}

const PROVINCES = new Set([
  'Ontario',
  'Quebec',
  'B.C.',
  'Saskatchewan',
  'Manitoba',
  'Alberta',
  'Nova Scotia',
]);

/** Basic_Stats' "Birth Place": "Columbia , MS" (a US state), "Toronto , Ontario" (a province), or other text. */
export function birthPlace(
  text: string,
): { birth_city: string; birth_state: string | null; birth_country: string | null } | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 2 || !parts[0]) return null;
  const [city, region] = parts;
  if (/^[A-Z]{2}$/.test(region)) return { birth_city: city, birth_state: region, birth_country: 'USA' };
  if (PROVINCES.has(region)) return { birth_city: city, birth_state: region, birth_country: 'Canada' };
  return null;
}

/**
 * Each player joined to an NFL.com profile takes from it what his people row lacks: college, birth date, birthplace,
 * height and weight (the rosters give no college or birthplace for most careers of 1970-2001). A profile whose birth
 * date differs from the person's is another man's, and gives nothing.
 */
function fillProfiles(
  ctx: BuildContext,
  bio: Map<string, Record<string, string>>,
  playerOfId: Map<string, string>,
) {
  const filled = new Map<string, number>();
  for (const [id, player] of [...playerOfId].sort((a, b) => a[0].localeCompare(b[0]))) {
    const b = bio.get(id);
    const person = b && ctx.get('people', String(ctx.get('players', player)?.person));
    if (!b || !person) continue;
    const birth = b.Birthday ? mdy(b.Birthday) : null;
    if (birth && person.birth_date && person.birth_date !== birth) continue;
    const profile: Record<string, Cell> = {
      college: b.College?.trim() || null,
      birth_date: birth,
      birth_year: birth ? Number(birth.slice(0, 4)) : null,
      height_inches: int(b['Height (inches)']),
      weight_pounds: int(b['Weight (lbs)']),
      ...birthPlace(b['Birth Place'] ?? ''),
    };
    for (const [field, value] of Object.entries(profile)) {
      if (value == null || person[field as keyof typeof person] != null) continue;
      Object.assign(person, { [field]: value });
      filled.set(field, (filled.get(field) ?? 0) + 1);
    }
  }
  ctx.report({
    source: NFLCOM_STATS.key,
    file: 'nfl_player_stats_nflcom_1924_2016/Basic_Stats.csv',
    problem: `profiles of joined players filled what the people rows lacked: ${[...filled].map(([f, n]) => `${f} ${n}`).join(', ')}`,
  });
}

/** Basic_Stats' "Years Played" ("1956 - 1973"): the first and last season of the career, or null. */
function yearsPlayed(b: Record<string, string> | undefined): [number, number] | null {
  const m = /^(\d{4})\s*-\s*(\d{4})$/.exec((b?.['Years Played'] ?? '').trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * Careers that began before the rosters (1970): the first season of each is NFL.com's "Years Played" (the rosters
 * and the season lines start later or miss seasons: Johnny Unitas's roster seasons start in 1970, his career in
 * 1956). A profile without season lines is joined to the one rostered player of its name within its span (and its
 * birth date, where both give one); one whose career ended before 1970 becomes a player of its own.
 */
function addEarlyCareers(
  ctx: BuildContext,
  bio: Map<string, Record<string, string>>,
  playerOfId: Map<string, string>,
  index: RosterIndex,
) {
  let earlier = 0;
  let added = 0;
  let unjoined = 0;
  for (const [id, b] of [...bio].sort((x, y) => x[0].localeCompare(y[0]))) {
    const span = yearsPlayed(b);
    if (!id || !span || span[0] >= ROSTER_FIRST) continue;
    const [last, first] = (b.Name ?? '').split(/,\s*/);
    const name = first ? `${first} ${last}` : last;
    const birth = b.Birthday ? mdy(b.Birthday) : null;
    let player = playerOfId.get(id) ?? null;
    if (!player && span[1] >= ROSTER_FIRST) {
      const found = new Set<string>();
      for (let y = ROSTER_FIRST; y <= span[1]; y++) {
        const p = index.within(name, y);
        if (p) found.add(p);
      }
      const [p] = found;
      const person = p ? ctx.get('people', String(ctx.get('players', p)?.person)) : undefined;
      const sameBirth = !birth || !person?.birth_date || person.birth_date === birth;
      if (found.size === 1 && sameBirth) {
        player = p;
        playerOfId.set(id, p);
      } else {
        unjoined++;
        continue;
      }
    }
    if (!player) {
      player = nflcomPlayer(
        ctx,
        id,
        [{ id, name, season: span[0], teamName: '', games: null, stats: {} }],
        bio,
      );
      added++;
      continue;
    }
    const row = ctx.get('players', player)!;
    if (row.first_year == null || Number(row.first_year) > span[0]) {
      Object.assign(row, { first_year: span[0] });
      earlier++;
    }
  }
  ctx.report({
    source: NFLCOM_STATS.key,
    file: 'nfl_player_stats_nflcom_1924_2016/Basic_Stats.csv',
    problem: `careers that began before ${ROSTER_FIRST}: ${earlier} players given their first season from "Years Played", ${added} profiles without season lines added as players, ${unjoined} spanning ${ROSTER_FIRST} not joined to one rostered player of the name (and birth date) and left out`,
  });
}
