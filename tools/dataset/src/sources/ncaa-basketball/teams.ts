// Schools (teams), their conferences and name history. The school list is the hand-written teams.csv (Kaggle TeamID
// + Sports-Reference school slug + display name + city/state); Kaggle MTeams and MTeamSpellings are checked against it.
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import type { BuildContext } from '../../model';
import { KAGGLE, KAGGLE_DIR, L, SR_FILE, SR_SEASONS, handSourceKey, readHand, teamKey } from './common';

export interface School {
  school: string; // Sports-Reference slug (or our own for schools it lacks); team key suffix
  kaggleId: string | null;
  name: string;
  city: string | null;
  state: string | null;
  source: string;
}

export interface Identity {
  school: string;
  name: string;
  first: number | null;
  last: number | null;
  source: string;
}

export class Teams {
  readonly schools = new Map<string, School>();
  readonly byKaggle = new Map<string, string>();
  /** Lower-cased spelling → school (MTeamSpellings plus display names and slugs). */
  readonly spelling = new Map<string, string>();
  readonly identities: Identity[] = [];
  /** Sports-Reference conference abbreviation → conference key. */
  readonly confBySr = new Map<string, string>();
  /** Kaggle ConfAbbrev → conference key. */
  readonly confByKaggle = new Map<string, string>();

  key(school: string): string {
    return teamKey(school);
  }

  /** School of a Kaggle TeamID, or undefined. */
  ofKaggle(id: string): string | undefined {
    return this.byKaggle.get(id);
  }

  /** The name the school played under in the season starting in startYear. */
  nameIn(school: string, startYear: number): string {
    const id = this.identities.find(
      (i) =>
        i.school === school &&
        (i.first === null || startYear >= i.first) &&
        (i.last === null || startYear <= i.last),
    );
    return id?.name ?? this.schools.get(school)?.name ?? school;
  }

  lookupName(name: string): string | undefined {
    const n = name.trim().toLowerCase();
    return (
      this.spelling.get(n) ?? this.spelling.get(n.replace(/\./g, '')) ?? this.spelling.get(slugify(name))
    );
  }
}

export function loadTeams(ctx: BuildContext): Teams {
  const t = new Teams();
  for (const r of readHand(ctx, 'teams.csv')) {
    const s: School = {
      school: r.school,
      kaggleId: r.kaggle_id || null,
      name: r.name,
      city: r.city || null,
      state: r.state || null,
      source: handSourceKey(r.source),
    };
    t.schools.set(s.school, s);
    if (s.kaggleId) t.byKaggle.set(s.kaggleId, s.school);
    t.spelling.set(s.name.toLowerCase(), s.school);
    t.spelling.set(s.school, s.school);
    t.spelling.set(s.school.replace(/-/g, ' '), s.school);
  }
  for (const r of readHand(ctx, 'identities.csv')) {
    t.identities.push({
      school: r.school,
      name: r.name,
      first: int(r.first_year),
      last: int(r.last_year),
      source: handSourceKey(r.source),
    });
    t.spelling.set(r.name.toLowerCase(), r.school);
  }
  const spellFile = `${KAGGLE_DIR}/MTeamSpellings.csv`;
  ctx.readCsv(spellFile).forEach((r, i) => {
    const school = t.byKaggle.get(r.TeamID);
    if (!school) {
      ctx.report({ source: KAGGLE, file: spellFile, line: i + 2, problem: `unknown TeamID ${r.TeamID}` });
      return;
    }
    const sp = r.TeamNameSpelling.toLowerCase();
    if (sp.includes('\uFFFD')) {
      ctx.report({
        source: KAGGLE,
        file: spellFile,
        line: i + 2,
        problem: `spelling is not UTF-8, ignored: ${sp}`,
      });
      return;
    }
    if (!t.spelling.has(sp)) t.spelling.set(sp, school);
  });
  return t;
}

/** Conferences: Kaggle Conferences.csv plus the historical Sports-Reference ones named in conferences.csv. */
export function addConferences(ctx: BuildContext, t: Teams): void {
  const kaggleNames = new Map(
    ctx.readCsv(`${KAGGLE_DIR}/Conferences.csv`).map((r) => [r.ConfAbbrev, r.Description]),
  );
  const added = new Set<string>();
  for (const r of readHand(ctx, 'conferences.csv')) {
    const key = `${L}:conf:${r.kaggle_abbrev || slugify(r.sr_abbrev)}`;
    t.confBySr.set(r.sr_abbrev, key);
    if (r.kaggle_abbrev) t.confByKaggle.set(r.kaggle_abbrev, key);
    if (added.has(key)) continue;
    added.add(key);
    const name = (r.kaggle_abbrev && kaggleNames.get(r.kaggle_abbrev)) || r.name;
    ctx.add('conferences', {
      key,
      slug: `${slugify(name)}-basketball`,
      name,
      abbreviation: r.abbreviation,
      league: L,
      source: r.kaggle_abbrev ? KAGGLE : handSourceKey(r.source),
    });
  }
  for (const [abbrev, name] of [...kaggleNames].sort()) {
    if (t.confByKaggle.has(abbrev)) continue;
    const key = `${L}:conf:${abbrev}`;
    t.confByKaggle.set(abbrev, key);
    ctx.add('conferences', { key, slug: `${slugify(name)}-basketball`, name, league: L, source: KAGGLE });
  }
}

/** Team rows (one per school) and name-change identities. */
export function addTeams(ctx: BuildContext, t: Teams): void {
  const mteamsFile = `${KAGGLE_DIR}/update_2026/MTeams.csv`;
  const mteams = ctx.readCsv(mteamsFile);
  const lastD1 = new Map<string, number>();
  mteams.forEach((r, i) => {
    lastD1.set(r.TeamID, Number(r.LastD1Season));
    if (!t.byKaggle.has(r.TeamID)) {
      ctx.report({
        source: KAGGLE,
        file: mteamsFile,
        line: i + 2,
        problem: `TeamID ${r.TeamID} (${r.TeamName}) missing from hand/ncaa-basketball/teams.csv; added under its Kaggle name`,
      });
      const school = slugify(r.TeamName);
      t.schools.set(school, {
        school,
        kaggleId: r.TeamID,
        name: r.TeamName,
        city: null,
        state: null,
        source: KAGGLE,
      });
      t.byKaggle.set(r.TeamID, school);
    }
  });
  const newest = Math.max(...[...lastD1.values()]);
  // Latest conference: Kaggle MTeamConferences (to 2022), else the latest Sports-Reference season.
  const conf = new Map<string, { season: number; key: string }>();
  const put = (school: string, season: number, key: string | undefined) => {
    if (!key) return;
    const c = conf.get(school);
    if (!c || season > c.season) conf.set(school, { season, key });
  };
  for (const r of ctx.readCsv(`${KAGGLE_DIR}/MTeamConferences.csv`)) {
    const school = t.ofKaggle(r.TeamID);
    if (school) put(school, Number(r.Season), t.confByKaggle.get(r.ConfAbbrev));
  }
  const srLast = new Map<string, number>();
  const srFirst = new Map<string, number>();
  for (const r of ctx.readCsv(SR_FILE)) {
    if (r.season.endsWith('-nm')) continue;
    const end = Number(r.season.slice(0, 4)) + 1;
    // Sports-Reference seasons are offset far below Kaggle's, so they only count where Kaggle has nothing.
    put(r.school, end - 1e4, t.confBySr.get(r.conf));
    if (!srLast.has(r.school) || end > srLast.get(r.school)!) srLast.set(r.school, end);
    if (!srFirst.has(r.school) || end < srFirst.get(r.school)!) srFirst.set(r.school, end);
  }
  for (const s of [...t.schools.values()].sort((a, b) => a.school.localeCompare(b.school))) {
    const last = s.kaggleId ? (lastD1.get(s.kaggleId) ?? null) : (srLast.get(s.school) ?? null);
    const active = last !== null && last >= newest;
    ctx.add('teams', {
      key: t.key(s.school),
      slug: `${slugify(s.name)}-basketball`,
      league: L,
      name: s.name,
      city: s.city,
      state: s.state,
      country: 'US',
      is_active: active,
      last_year: active || last === null ? null : last - 1,
      conference: conf.get(s.school)?.key ?? null,
      source: s.kaggleId ? KAGGLE : SR_SEASONS,
    });
  }
  for (const i of t.identities) {
    if (!t.schools.has(i.school)) {
      ctx.report({
        source: i.source,
        file: 'hand/ncaa-basketball/identities.csv',
        problem: `unknown school ${i.school}`,
      });
      continue;
    }
    const s = t.schools.get(i.school)!;
    ctx.add('team_identities', {
      key: `${t.key(i.school)}:${i.first ?? 'first'}`,
      team: t.key(i.school),
      first_year: i.first ?? (srFirst.has(i.school) ? srFirst.get(i.school)! - 1 : null),
      last_year: i.last,
      name: i.name,
      city: s.city,
      source: i.source,
    });
  }
}
