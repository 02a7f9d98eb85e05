// Leagues (as conferences), divisions, franchises and their lineage (Lahman Teams and TeamsFranchises).
import type { BuildContext } from '../../model';
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
import type { ParkInfo } from './venues';

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
): void {
  const fr = ctx.readCsv('lahman/TeamsFranchises.csv');
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
    const park = parks.get(homePark.get(last.key) ?? '');
    const { place, nickname } = splitTeamName(last.name);
    ctx.add('teams', {
      key: last.team,
      slug,
      league: 'mlb',
      name: last.name,
      city: park?.city || place,
      nickname,
      state: park?.state || null,
      country: park?.country || null,
      abbreviation: last.abbr,
      short_name: nickname,
      founded_year: years[0].year,
      last_year: last.year,
      is_active: active,
      home_venue: park ? `mlb:${park.key}` : null,
      conference: conferenceKey(last.lgID),
      division: divisionKey(last.lgID, last.divID),
      source: LAHMAN,
    });
    // Identities: runs of consecutive seasons with the same name and abbreviation.
    let start = 0;
    for (let j = 1; j <= years.length; j++) {
      const a = years[start];
      const b = years[j];
      if (b && b.name === a.name && b.abbr === a.abbr && b.year === years[j - 1].year + 1) continue;
      const end = years[j - 1];
      const sp = splitTeamName(a.name);
      ctx.add('team_identities', {
        key: `mlb:${f.franchID}:${a.year}`,
        team: a.team,
        first_year: a.year,
        last_year: end.year,
        name: a.name,
        city: sp.place,
        nickname: sp.nickname,
        abbreviation: a.abbr,
        source: LAHMAN,
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
