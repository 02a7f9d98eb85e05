// Leagues (as conferences), divisions, franchises and their lineage (Lahman Teams and TeamsFranchises).
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { slugify } from '../../shared/slug';
import {
  LAHMAN,
  type Lahman,
  type TeamYear,
  conferenceKey,
  divisionKey,
  divisionNames,
  leagueInfo,
  splitTeamName,
} from './common';
import { BBREF_2025, YEAR } from './bbref-2025';
import { ballparks, homeParkOf, lahmanTeams, teams2025 } from './products';
import type { ParkInfo, Team2025 } from './shapes';

export function addLeagueStructure(ctx: BuildContext, lahman: Lahman): void {
  const lgs = new Set(lahman.teams.map((t) => t.lgID));
  for (const lg of [...lgs].sort()) {
    const info = leagueInfo[lg];
    if (!info) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Teams.csv',
        problem: `unknown league ${lg}; no conference row`,
      });
      continue;
    }
    ctx.add('conferences', {
      key: conferenceKey(lg),
      slug: info.slug,
      name: info.name,
      abbreviation: lg,
      league: 'mlb',
      source: LAHMAN,
    });
  }
  const divs = new Set(lahman.teams.filter((t) => t.divID).map((t) => `${t.lgID}|${t.divID}`));
  for (const d of [...divs].sort()) {
    const [lg, div] = d.split('|');
    const dn = divisionNames[div] ?? div;
    ctx.add('divisions', {
      key: divisionKey(lg, div)!,
      slug: slugify(`${lg} ${dn}`),
      name: `${leagueInfo[lg]?.name ?? lg} ${dn}`,
      league: 'mlb',
      conference: conferenceKey(lg),
      source: LAHMAN,
    });
  }
}

/** Franchises (one team row each, current or last identity) and their identities over the years. */
export function addFranchises(
  ctx: BuildContext,
  lahman: Lahman,
  homePark: Map<string, string>,
  parks: Map<string, ParkInfo>,
  later: Team2025[],
): void {
  const fr = ctx.readCsv('lahman/TeamsFranchises.csv');
  const seasons2025 = new Map(later.map((t) => [t.prev.franchID, t]));
  const byFranch = new Map<string, TeamYear[]>();
  for (const t of lahman.teams) byFranch.set(t.franchID, [...(byFranch.get(t.franchID) ?? []), t]);
  for (const ys of byFranch.values()) ys.sort((a, b) => a.year - b.year);
  const usNames = new Set(ctx.readCsv('us_pro_venues_current/teams.csv').map((u) => slugify(u.Team)));
  const natural = new Map<string, string>();
  const count = new Map<string, number>();
  for (const [f, ys] of byFranch) {
    const s = slugify(ys[ys.length - 1].name);
    natural.set(f, s);
    count.set(s, (count.get(s) ?? 0) + 1);
  }
  fr.forEach((f, i) => {
    const years = byFranch.get(f.franchID);
    if (!years) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/TeamsFranchises.csv',
        line: i + 2,
        problem: `franchise ${f.franchID} has no Teams rows; skipped`,
      });
      return;
    }
    const last = years[years.length - 1];
    const active = f.active === 'Y';
    let slug = natural.get(f.franchID)!;
    // A defunct franchise sharing its name with another franchise (or a current team in another league) takes its first year.
    if (!active && (count.get(slug)! > 1 || usNames.has(slug))) {
      slug = `${slug}-${years[0].year}`;
      // Two same-named clubs founded the same year (1884 Washington Nationals, AA and UA) add their league.
      if (
        fr.some(
          (o) =>
            o !== f &&
            o.active !== 'Y' &&
            natural.get(o.franchID) === natural.get(f.franchID) &&
            byFranch.get(o.franchID)?.[0].year === years[0].year,
        )
      ) {
        slug = `${slug}-${years[0].lgID.toLowerCase()}`;
      }
    }
    // The team as it is now: its 2025 season where the 2025 tables have it, else its last Lahman season. A team
    // that moved for 2025 (the Athletics) has no home park in the sources.
    const now = seasons2025.get(f.franchID);
    const park = now?.city ? undefined : parks.get(homePark.get(last.key) ?? '');
    const name = now?.name ?? last.name;
    const { place, nickname } = now?.city ? { place: now.city, nickname: name } : splitTeamName(name);
    ctx.add('teams', {
      key: last.team,
      slug,
      league: 'mlb',
      name,
      city: park?.city || place,
      nickname,
      state: park?.state || null,
      country: park?.country || null,
      abbreviation: now?.abbreviation ?? last.abbr,
      short_name: nickname,
      founded_year: years[0].year,
      last_year: now ? YEAR : last.year,
      is_active: active,
      home_venue: park ? `mlb:${park.key}` : null,
      conference: conferenceKey(last.lgID),
      division: divisionKey(last.lgID, last.divID),
      source: LAHMAN,
    });
    // Identities: runs of consecutive seasons with the same name and abbreviation (2025 included).
    const runs: { year: number; name: string; abbr: string; city: string | null; source: string }[] = [
      ...years.map((y) => ({ year: y.year, name: y.name, abbr: y.abbr, city: null, source: LAHMAN })),
      ...(now
        ? [{ year: YEAR, name: now.name, abbr: now.abbreviation, city: now.city, source: BBREF_2025 }]
        : []),
    ];
    let start = 0;
    for (let j = 1; j <= runs.length; j++) {
      const a = runs[start];
      const b = runs[j];
      if (b && b.name === a.name && b.abbr === a.abbr && b.year === runs[j - 1].year + 1) continue;
      const end = runs[j - 1];
      const sp = a.city ? { place: a.city, nickname: a.name } : splitTeamName(a.name);
      ctx.add('team_identities', {
        key: `mlb:${f.franchID}:${a.year}`,
        team: last.team,
        first_year: a.year,
        last_year: end.year,
        name: a.name,
        city: sp.place,
        nickname: sp.nickname,
        abbreviation: a.abbr,
        source: a.source,
      });
      start = j;
    }
  });
  const known = new Set(fr.map((f) => f.franchID));
  for (const [f, ys] of byFranch) {
    if (!known.has(f)) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Teams.csv',
        line: ys[0].line,
        problem: `franchise ${f} missing from TeamsFranchises; its seasons reference no team`,
      });
    }
  }
}

/** The leagues (as conferences) and divisions. */
export const leagueStructureStep: SourceModule = {
  name: 'mlb-leagues',
  leagues: ['mlb'],
  needs: [lahmanTeams],
  gives: [table('conferences'), table('divisions')],
  build: (ctx) => addLeagueStructure(ctx, ctx.need(lahmanTeams)),
};

/** The franchises and their identities. */
export const franchisesStep: SourceModule = {
  name: 'mlb-franchises',
  leagues: ['mlb'],
  needs: [lahmanTeams, homeParkOf, ballparks, teams2025],
  gives: [table('teams'), table('team_identities')],
  build: (ctx) =>
    addFranchises(ctx, ctx.need(lahmanTeams), ctx.need(homeParkOf), ctx.need(ballparks), ctx.need(teams2025)),
};
