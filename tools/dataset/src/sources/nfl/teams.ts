// Teams: each franchise (teams row) and its names by period (team_identities), from the standings rows that
// ./franchises.ts placed; the lookups every other NFL module uses to name a team (by season name, code or 538 id).
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { addAlignment } from './alignment';
import { DRAFT_FILE } from './draft-picks';
import { assignFranchises } from './franchises';
import { readFteGames } from './fte-games';
import { L, splitName } from './league';
import { readStandings, STANDINGS, type Standing } from './pfr-standings';
import { readSpreadspokeTeams } from './spreadspoke';
import { draftTeamKey, teamIds } from './team-codes';
import type { Teams } from './team-types';
import { readNflHomes } from './us-pro-venues';
import type { Venues } from './venues';

export type { Alignment } from './team-types';
export type { Family, Standing } from './pfr-standings';

export function buildTeams(ctx: BuildContext, venues: Venues): Teams {
  const ssTeams = readSpreadspokeTeams(ctx);
  const ids = teamIds(ssTeams);
  const { currentIds, keyOfId } = ids;
  const ssByName = new Map(ssTeams.map((t) => [t.team_name, t]));
  const standings = readStandings(ctx);
  const fteGames = readFteGames(ctx);
  const { kept, standingOf, modernKey, codeKey } = assignFranchises(ctx, standings, fteGames, ssTeams, ids);

  // ---- franchises
  const byTeam = new Map<string, Standing[]>();
  for (const s of kept) byTeam.set(s.team, [...(byTeam.get(s.team) ?? []), s]);
  for (const rows of byTeam.values()) rows.sort((a, b) => a.season - b.season);
  const codeOfTeam = (team: string) => team.slice(L.length + 1).replace(/^old-/, '');

  // abbreviations of former identities, from the draft file's team codes (PFR style: STL, PHO, RAI, SDG ...)
  const abbrOfName = new Map<string, string>();
  for (const [team, rows] of byTeam) {
    if (!team.startsWith(`${L}:old-`)) {
      const cur = rows[rows.length - 1].name;
      abbrOfName.set(`${team}|${cur}`, codeOfTeam(team));
    }
  }
  const draftCode = (code: string, season: number): string | null =>
    draftTeamKey(code, season, currentIds, keyOfId);
  for (const r of ctx.readCsv(DRAFT_FILE)) {
    const season = int(r.season);
    if (season == null || !r.team) continue;
    const team = draftCode(r.team, season);
    const s = team ? standingOf.get(`${team}|${season}`) : undefined;
    if (s && !abbrOfName.has(`${team}|${s.name}`)) abbrOfName.set(`${team}|${s.name}`, r.team);
  }

  const alignment = addAlignment(ctx, ssTeams, standingOf, ids);

  // ---- home venues of current teams
  const proTeams = new Map(readNflHomes(ctx).map((t) => [t.Team, t]));

  // ---- teams and identities
  const slugCount = new Map<string, number>();
  const nameOfTeam = new Map<string, string>();
  for (const [team, rows] of byTeam) {
    const nm = rows[rows.length - 1].name;
    nameOfTeam.set(team, nm);
    slugCount.set(slugify(nm), (slugCount.get(slugify(nm)) ?? 0) + 1);
  }
  const lastSeason = Math.max(...kept.map((s) => s.season));
  for (const team of [...byTeam.keys()].sort()) {
    const rows = byTeam.get(team)!;
    const first = rows[0];
    const last = rows[rows.length - 1];
    const active = last.season === lastSeason && !team.startsWith(`${L}:old-`);
    const code = codeOfTeam(team);
    const ss = [...ssTeams].reverse().find((t) => keyOfId(t.team_id) === team);
    const { city, nickname } = splitName(last.name, ss?.team_name_short);
    const pro = active ? proTeams.get(last.name) : undefined;
    const venue = pro ? venues.key(pro.Stadium) : null;
    const venueRow = venue ? ctx.get('venues', venue) : undefined;
    let slug = slugify(last.name);
    if (!active && (slugCount.get(slug) ?? 0) > 1) slug = `${slug}-${first.season}`;
    const al = active ? alignment(team, last.season) : { conference: null, division: null };
    ctx.add('teams', {
      key: team,
      slug,
      league: L,
      name: last.name,
      city,
      nickname,
      state: (venueRow?.state as string | null | undefined) ?? null,
      country: 'USA',
      abbreviation: active ? code : team.startsWith(`${L}:old-`) && /^[A-Z0-9]+$/.test(code) ? code : null,
      short_name: nickname,
      founded_year: first.season,
      last_year: last.season,
      is_active: active,
      home_venue: venue,
      conference: al.conference,
      division: al.division,
      source: STANDINGS.key,
    });
    // identities: runs of consecutive seasons under one name
    let runStart = 0;
    for (let i = 1; i <= rows.length; i++) {
      const breakHere =
        i === rows.length || rows[i].name !== rows[i - 1].name || rows[i].season !== rows[i - 1].season + 1;
      if (!breakHere) continue;
      const a = rows[runStart];
      const b = rows[i - 1];
      const sp = splitName(a.name, ss?.team_name_short);
      ctx.add('team_identities', {
        key: `${team}:${a.season}`,
        team,
        first_year: a.season,
        last_year: b.season,
        name: a.name,
        city: sp.city,
        nickname: sp.nickname,
        abbreviation:
          abbrOfName.get(`${team}|${a.name}`) ??
          (team.startsWith(`${L}:old-`) && /^[A-Z0-9]+$/.test(code) ? code : null),
        source: STANDINGS.key,
      });
      runStart = i;
    }
  }

  // ---- name lookup for spreadspoke / superbowl names
  const seasonNames = new Map<number, Map<string, string>>();
  for (const s of kept) {
    let m = seasonNames.get(s.season);
    if (!m) seasonNames.set(s.season, (m = new Map()));
    m.set(s.name, s.team);
  }
  const byName = (season: number, name: string): string | null => {
    const n = name.trim();
    const m = seasonNames.get(season);
    if (m?.has(n)) return m.get(n)!;
    const t = ssByName.get(n);
    if (t) return keyOfId(t.team_id);
    if (modernKey.has(n)) return modernKey.get(n)!;
    if (m) {
      const c = [...m.keys()].filter(
        (k) => k.startsWith(`${n} `) || n.startsWith(`${k} `) || n.startsWith(`${k}(`),
      );
      const teams = new Set(c.map((k) => m.get(k)!));
      if (teams.size === 1) return [...teams][0];
    }
    return null;
  };

  const fteTeam = (_season: number, code: string): string | null => {
    const k = codeKey(code);
    return byTeam.has(k) ? k : null;
  };
  return {
    standings: kept,
    fteGames,
    fteTeam,
    byName,
    nameIn: (team, season) => standingOf.get(`${team}|${season}`)?.name ?? null,
    abbrIn: (team, season) => {
      const s = standingOf.get(`${team}|${season}`);
      return (s && abbrOfName.get(`${team}|${s.name}`)) || codeOfTeam(team);
    },
    standing: (team, season) => standingOf.get(`${team}|${season}`),
    alignment,
    familyOf: (team, season) => standingOf.get(`${team}|${season}`)?.family ?? 'NFL',
    byCode: (code, season) => draftCode(code, season),
  };
}
