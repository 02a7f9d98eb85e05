// Franchises with their lineage (team_summaries by season, the hand lineage table), conference/division alignment
// and the season list; the team and identity rows.
import { join } from 'node:path';
import type { BuildContext } from '../../model';
import { text } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { Franchises } from './franchises';
import { BBREF, LG, splitTeamName, teamKey } from './keys';
import { SRC } from './sources';
import { venueRegistry } from './venues';

export interface TeamSeasonInfo {
  franchise: string;
  seasonEnd: number;
  lg: string;
  name: string;
  abbreviation: string;
  row: Record<string, string>;
  line: number;
}

export interface TeamsResult {
  fr: Franchises;
  /** NBA/BAA team_summaries rows keyed `${franchise}:${seasonEnd}`. */
  summaries: Map<string, TeamSeasonInfo>;
  /** `${seasonEnd}:${team name}` -> franchise (NBA/BAA). */
  byName: Map<string, string>;
  /** ABA codes by season end year. */
  abaCodes: Set<string>;
  venueKey: (name: string | null | undefined) => string | null;
  /** Conference/division keys for a franchise in a season (start year). */
  alignment: (franchise: string, startYear: number) => { conference: string | null; division: string | null };
  seasons: number[]; // start years
}

export function addTeams(ctx: BuildContext): TeamsResult {
  const fr = new Franchises(ctx);
  const file = 'nba_bbref/team_summaries.csv';
  const rows = ctx.readCsv(file);
  const summaries = new Map<string, TeamSeasonInfo>();
  const byName = new Map<string, string>();
  const abaCodes = new Set<string>();
  const aba: TeamSeasonInfo[] = [];
  rows.forEach((r, i) => {
    if (r.abbreviation === 'NA' || r.team === 'League Average') return;
    const seasonEnd = Number(r.season);
    if (r.lg === 'ABA') abaCodes.add(`${seasonEnd}:${r.abbreviation}`);
    const m = fr.lookup(r.abbreviation, seasonEnd);
    if (!m) {
      if (r.lg !== 'ABA')
        ctx.report({
          source: BBREF,
          file,
          line: i + 2,
          problem: `no franchise for ${r.abbreviation} ${r.season}`,
        });
      return;
    }
    const info: TeamSeasonInfo = {
      franchise: m.franchise,
      seasonEnd,
      lg: r.lg,
      name: r.team,
      abbreviation: r.abbreviation,
      row: r,
      line: i + 2,
    };
    if (r.lg === 'ABA') {
      aba.push(info);
      return;
    }
    summaries.set(`${m.franchise}:${seasonEnd}`, info);
    byName.set(`${seasonEnd}:${r.team}`, m.franchise);
  });
  ctx.report({
    source: BBREF,
    file,
    problem: `ABA team-seasons (1967-68..1975-76) are not loaded as NBA standings; ${aba.length} ABA seasons of later NBA franchises appear only as team identities`,
  });

  // Conferences and divisions (2004-05 onward alignment).
  const alignRows = ctx.readCsv(join(ctx.handDir, 'nba/alignment.csv'));
  const confKey = (c: string) => `nba:conf:${c.toLowerCase()}`;
  const divKey = (d: string) => `nba:div:${d.toLowerCase()}`;
  for (const c of ['East', 'West']) {
    ctx.add('conferences', {
      key: confKey(c),
      slug: `nba-${c.toLowerCase()}ern-conference`,
      name: `${c}ern Conference`,
      abbreviation: c.toUpperCase(),
      league: LG,
      source: SRC.handAlign,
    });
  }
  const align = new Map<string, { first: number; last: number; conference: string; division: string }[]>();
  for (const a of alignRows) {
    if (!ctx.has('divisions', divKey(a.division))) {
      ctx.add('divisions', {
        key: divKey(a.division),
        slug: `nba-${slugify(a.division)}-division`,
        name: `${a.division} Division`,
        league: LG,
        conference: confKey(a.conference),
        source: SRC.handAlign,
      });
    }
    const list = align.get(a.franchise) ?? [];
    list.push({
      first: Number(a.first_year),
      last: Number(a.last_year),
      conference: confKey(a.conference),
      division: divKey(a.division),
    });
    align.set(a.franchise, list);
  }
  const alignment = (franchise: string, startYear: number) => {
    const a = align.get(franchise)?.find((x) => startYear >= x.first && startYear <= x.last);
    return { conference: a?.conference ?? null, division: a?.division ?? null };
  };

  const venueKey = venueRegistry(ctx);

  // Franchises and identities.
  const allInfos = [...summaries.values(), ...aba].sort(
    (a, b) => a.seasonEnd - b.seasonEnd || a.franchise.localeCompare(b.franchise),
  );
  const byFranchise = new Map<string, TeamSeasonInfo[]>();
  for (const t of allInfos) {
    const l = byFranchise.get(t.franchise) ?? [];
    l.push(t);
    byFranchise.set(t.franchise, l);
  }
  const activeSlugs = new Set(
    fr.info
      .filter((f) => f.active === 'true')
      .map((f) => {
        const l = byFranchise.get(f.franchise) ?? [];
        return l.length ? slugify(l[l.length - 1].name) : '';
      }),
  );
  for (const f of fr.info) {
    const list = byFranchise.get(f.franchise) ?? [];
    if (!list.length) {
      ctx.report({
        source: SRC.hand,
        file: 'hand/nba/franchises.csv',
        problem: `franchise ${f.franchise} has no seasons`,
      });
      continue;
    }
    const last = list[list.length - 1];
    const active = f.active === 'true';
    const { nickname } = splitTeamName(last.name);
    const al = alignment(f.franchise, last.seasonEnd - 1);
    const arena = text(last.row.arena);
    ctx.add('teams', {
      key: teamKey(f.franchise),
      slug:
        !active && activeSlugs.has(slugify(last.name))
          ? `${slugify(last.name)}-${list[0].seasonEnd - 1}`
          : slugify(last.name),
      league: LG,
      name: last.name,
      city: f.city,
      nickname,
      state: f.state,
      country: f.country,
      abbreviation: f.abbreviation,
      short_name: nickname,
      founded_year: list[0].seasonEnd - 1,
      last_year: active ? null : last.seasonEnd - 1,
      is_active: active,
      home_venue: active ? venueKey(arena) : null,
      conference: active ? al.conference : null,
      division: active ? al.division : null,
      source: SRC.hand,
    });
    // Consecutive seasons with the same name and code form one identity.
    let cur: { name: string; abbr: string; first: number; last: number; lg: string } | null = null;
    const flush = () => {
      if (!cur) return;
      const sp = splitTeamName(cur.name);
      ctx.add('team_identities', {
        key: `nba:${f.franchise}:id:${cur.first}:${cur.abbr}`,
        team: teamKey(f.franchise),
        first_year: cur.first,
        last_year: cur.last,
        name: cur.name,
        city: sp.city,
        nickname: sp.nickname,
        abbreviation: cur.abbr,
        source: BBREF,
      });
    };
    for (const t of list) {
      const start = t.seasonEnd - 1;
      if (cur && cur.name === t.name && cur.abbr === t.abbreviation && cur.last === start - 1)
        cur.last = start;
      else {
        flush();
        cur = { name: t.name, abbr: t.abbreviation, first: start, last: start, lg: t.lg };
      }
    }
    flush();
  }

  const seasons = [...new Set([...summaries.values()].map((s) => s.seasonEnd - 1))].sort((a, b) => a - b);
  return { fr, summaries, byName, abaCodes, venueKey, alignment, seasons };
}
