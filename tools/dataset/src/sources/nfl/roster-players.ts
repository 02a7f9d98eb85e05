// Roster players: each roster person (./nflverse-rosters.ts) joined to his drafted player (1980-2025 drafts) by id,
// by draft club and pick, or by a unique name drafted up to three seasons before his first roster season; everyone
// else (undrafted players, players drafted before 1980) becomes a roster player. One roster entry per player, team
// and season.
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { DRAFT_FILE } from './draft-picks';
import { L, normName as norm } from './league';
import { groupPersons, LAST_ROSTER, readNflRosters, ROSTERS, type NflRosterRow } from './nflverse-rosters';
import { GSIS_CODES } from './team-codes';
import type { Teams } from './team-types';
import { addPlayer } from './person-rows';
import { mergeNameVariants } from './name-variants';

/** Roster statuses of a player who was not on the team that season: retired, an unrestricted or restricted free agent. */
const NOT_ON_THE_TEAM = new Set(['RET', 'UFA', 'RFA']);

interface Draftee {
  key: string;
  season: number;
  team: string | null;
  /** Birth year from the age at the draft (season - age, give or take one), when the file gives the age. */
  born: number | null;
}

/** Drafted players by GSIS id, PFR id, (season, overall pick) and name. */
function draftIndex(ctx: BuildContext, teams: Teams) {
  const byGsis = new Map<string, string>();
  const byPick = new Map<string, string>();
  const byName = new Map<string, Draftee[]>();
  for (const r of ctx.readCsv(DRAFT_FILE)) {
    const id = (r.pfr_player_id ?? '').trim();
    const season = int(r.season) ?? 0;
    const key = id ? `${L}:${id}` : `${L}:draft-${season}-${int(r.pick)}`;
    if (!ctx.has('players', key)) continue;
    const age = int(r.age);
    const d = { key, season, team: teams.byCode(r.team, season), born: age ? season - age : null };
    if (r.gsis_id?.trim()) byGsis.set(r.gsis_id.trim(), key);
    byPick.set(`${season}|${int(r.pick)}`, key);
    const n = norm(r.pfr_player_name ?? '');
    if (!(byName.get(n) ?? []).some((x) => x.key === key)) byName.set(n, [...(byName.get(n) ?? []), d]);
  }
  return {
    /** A link by id or draft pick (certain). */
    strong(rows: NflRosterRow[]): string | null {
      for (const r of rows) {
        const k =
          (r.gsis && byGsis.get(r.gsis)) ||
          (r.pfr && ctx.has('players', `${L}:${r.pfr}`) ? `${L}:${r.pfr}` : null) ||
          (r.draftNumber && r.entryYear ? byPick.get(`${r.entryYear}|${r.draftNumber}`) : null);
        if (k) return k;
      }
      return null;
    },
    /**
     * Draftees of this name drafted in the three seasons up to the person's first roster season (eight when the
     * age at the draft fits his birth year; never when it does not): with `team`, only those drafted by his first
     * team. A link needs exactly one.
     */
    byName(rows: NflRosterRow[], team?: string | null): string | null {
      const first = Math.min(...rows.map((r) => r.season));
      const names = new Set(rows.map((r) => norm(r.name)));
      const birth = Number(rows.find((r) => r.birthDate)?.birthDate?.slice(0, 4)) || null;
      const fits = (d: Draftee) => {
        const ageFits = d.born === null || birth === null ? null : Math.abs(d.born - birth) <= 1;
        if (ageFits === false || d.season > first) return false;
        return d.season >= first - (ageFits ? 8 : 3);
      };
      const c = [...names]
        .flatMap((n) => byName.get(n) ?? [])
        .filter((d) => fits(d) && (team === undefined || d.team === team));
      return new Set(c.map((d) => d.key)).size === 1 ? c[0].key : null;
    },
  };
}

const nameParts = (r: NflRosterRow) => {
  if (r.last && r.name.endsWith(` ${r.last}`))
    return { first: r.name.slice(0, -r.last.length - 1), last: r.last };
  const parts = r.name.split(/\s+/);
  return { first: parts[0] || null, last: parts.length > 1 ? parts.slice(1).join(' ') : null };
};
/** Adds the roster players and entries; returns the player of each GSIS id. */
export function addNflRosters(ctx: BuildContext, teams: Teams): Map<string, string> {
  const byGsis = new Map<string, string>();
  const rows = readNflRosters(ctx);
  const persons = mergeNameVariants(ctx, groupPersons(rows));
  const draft = draftIndex(ctx, teams);
  const teamOf = (r: NflRosterRow) => teams.byCode(GSIS_CODES[r.team] ?? r.team, r.season);

  // Certain links first, so a name link never takes a drafted player another person's id already names.
  const playerOf = new Map<NflRosterRow[], string>();
  const linked = new Set<string>();
  for (const p of persons) {
    const k = draft.strong(p);
    if (k && !linked.has(k)) {
      playerOf.set(p, k);
      linked.add(k);
    }
  }
  // Then names: drafted by his first team, then the only draftee of the name.
  let byName = 0;
  for (const withTeam of [true, false])
    for (const p of persons) {
      if (playerOf.has(p)) continue;
      const first = p.reduce((a, b) => (b.season < a.season ? b : a));
      const k = withTeam ? draft.byName(p, teamOf(first)) : draft.byName(p);
      if (k && !linked.has(k)) {
        playerOf.set(p, k);
        linked.add(k);
        byName++;
      }
    }

  let added = 0;
  let notPlayed = 0;
  for (const p of persons) {
    const listed = [...p].sort((a, b) => a.season - b.season);
    // A season he was listed in only as retired or a free agent is none he played: not in his span or rosters.
    const played = listed.filter((r) => !NOT_ON_THE_TEAM.has(r.status));
    notPlayed += listed.length - played.length;
    const sorted = played.length ? played : listed;
    const latest = sorted[sorted.length - 1];
    const first = sorted[0].season;
    const last = latest.season;
    const active = sorted.some((r) => r.season === LAST_ROSTER && r.status !== 'RET');
    const jersey = [...sorted].reverse().find((r) => r.jersey !== null)?.jersey ?? null;
    const birth = sorted.find((r) => r.birthDate)?.birthDate ?? null;
    let key = playerOf.get(p);
    if (key) {
      const pl = ctx.get('players', key)!;
      Object.assign(pl, {
        first_year: first,
        last_year: Math.max(Number(pl.last_year ?? last), last),
        is_active: active || pl.is_active === true,
        jersey_number: jersey !== null ? String(jersey) : pl.jersey_number,
      });
      const person = ctx.get('people', String(pl.person))!;
      if (!person.birth_date && birth)
        Object.assign(person, { birth_date: birth, birth_year: Number(birth.slice(0, 4)) });
    } else {
      const id =
        sorted.find((r) => r.gsis)?.gsis || `${norm(latest.name)}-${birth ?? `${first}-${latest.team}`}`;
      // After every draftee's key ('~' sorts last), so a drafted player keeps his published slug.
      key = `${L}:~roster-${id}`;
      const { first: firstName, last: lastName } = nameParts(latest);
      const college = [...sorted].reverse().find((r) => r.college)?.college ?? null;
      const withSize = [...sorted].reverse().find((r) => r.height || r.weight) ?? latest;
      addPlayer(ctx, {
        key,
        person: `${L}:person-~roster-${id}`,
        name: latest.name,
        first: firstName,
        last: lastName,
        birthDate: birth,
        heightInches: withSize.height,
        weightPounds: withSize.weight,
        college,
        position: latest.position || null,
        jersey: jersey !== null ? String(jersey) : null,
        firstYear: first,
        lastYear: last,
        isActive: active,
        source: ROSTERS.key,
      });
      added++;
    }
    for (const r of listed) if (r.gsis && !byGsis.has(r.gsis)) byGsis.set(r.gsis, key);
    const badCodes = new Set<string>();
    for (const r of sorted) {
      const team = teamOf(r);
      if (!team) {
        badCodes.add(`${r.team} ${r.season}`);
        continue;
      }
      const entry = `${key}:${team}:${r.season}`;
      if (ctx.has('roster_entries', entry)) continue; // listed once per team and season (2002+ per week)
      ctx.add('roster_entries', {
        key: entry,
        player: key,
        team,
        season: `${L}:${r.season}`,
        jersey_number: r.jersey !== null ? String(r.jersey) : null,
        position: r.position || null,
        source: ROSTERS.key,
      });
    }
    if (badCodes.size)
      ctx.report({
        source: ROSTERS.key,
        file: 'nfl_rosters_nflverse',
        problem: `${latest.name}: unknown team codes ${[...badCodes].join(', ')}; rows skipped`,
      });
  }
  ctx.report({
    source: ROSTERS.key,
    file: 'nfl_rosters_nflverse',
    problem: `${persons.length} roster persons from ${rows.length} rows: ${linked.size} joined to drafted players (${byName} by name and draft season only), ${added} added as undrafted or drafted before 1980; ${notPlayed} rows listing a player retired or a free agent (${[...NOT_ON_THE_TEAM].join(', ')}) are no season of his`,
  });
  return byGsis;
}
