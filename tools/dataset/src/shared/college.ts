// What the three college leagues built from hand-written champion lists share (football, baseball, hockey): the
// hand files and their references, seasons, schools and their programmes, team-season merges, finals.
import type { BuildContext, League, Row } from '../model';
import { lazyRows, readHandRows } from './college-sources';
import { readHand } from './hand';
import { text } from './parse';
import type { Pending } from './pending';
import { seasonKey, seasonName, seasonSlug } from './season';
import { slugify } from './slug';

export type CollegeLeague = Extract<League, 'ncaa-football' | 'ncaa-baseball' | 'ncaa-hockey'>;

export const sportWord: Record<CollegeLeague, string> = {
  'ncaa-football': 'football',
  'ncaa-baseball': 'baseball',
  'ncaa-hockey': 'hockey',
};

/** A hand-written CSV under tools/dataset/hand/college/. */
export const readCollegeHand = (ctx: BuildContext, file: string) => readHand(ctx, 'college', file);

export const handPath = (file: string) => `tools/dataset/hand/college/${file}`;

/**
 * A hand file's `source` column names the public reference a fact was checked against; each distinct reference
 * is one `sources` row keyed 'hand:<slug>', which the step reading the file lists in its `sources`
 * (collegeHandSources). Returns that key; a reference no step listed is reported and its row added, so no row
 * points at a missing source.
 */
export function handSource(ctx: BuildContext, reference: string): string {
  const key = handSourceKey(reference);
  if (!ctx.has('sources', key)) {
    ctx.report({
      source: 'pipeline',
      file: 'hand/college',
      problem: `reference '${reference}' is in no step's sources`,
    });
    ctx.add('sources', handSourceRow(reference));
  }
  return key;
}

const handSourceKey = (reference: string) => `hand:${slugify(reference)}`;

const handSourceRow = (reference: string): Row<'sources'> => ({
  key: handSourceKey(reference),
  name: reference,
  url: referenceUrls[reference] ?? null,
  licence: 'Facts (not copyrightable); transcribed by hand',
  attribution: `Checked against: ${reference}`,
  notes: 'Hand-written facts under tools/dataset/hand/college/, one row per fact.',
});

/**
 * The sources rows of hand files under hand/college/, known before build: each file's `source` texts (the
 * fallback where a row names none) and the references the step names itself. Read once, when first asked for.
 */
export function collegeHandSources(
  files: readonly [file: string, fallback: string][],
  named: readonly string[] = [],
): () => Row<'sources'>[] {
  return lazyRows(() => {
    const refs = new Set(named);
    for (const [file, fallback] of files)
      for (const r of readHandRows('college', file)) refs.add(text(r.source) ?? fallback);
    return [...refs].sort().map(handSourceRow);
  });
}

const referenceUrls: Record<string, string> = {
  'NCAA Football Bowl Subdivision Records, national poll champions (AP)': 'https://www.ncaa.org',
  'NCAA Football Bowl Subdivision Records, national poll champions (AP, UP)': 'https://www.ncaa.org',
  'NCAA Football Bowl Subdivision Records, national poll champions (AP, UPI)': 'https://www.ncaa.org',
  'NCAA Football Bowl Subdivision Records, national poll champions (AP, USA Today/CNN)':
    'https://www.ncaa.org',
  'NCAA Football Bowl Subdivision Records, national poll champions (AP, USA Today/ESPN)':
    'https://www.ncaa.org',
  'NCAA Football Bowl Subdivision Records, BCS National Championship Game results': 'https://www.ncaa.org',
  'College Football Playoff, national championship game history': 'https://collegefootballplayoff.com',
  'Wikipedia, 2026 College Football Playoff National Championship':
    'https://en.wikipedia.org/wiki/2026_College_Football_Playoff_National_Championship',
  "NCAA Men's College World Series Records": 'https://www.ncaa.org',
  "NCAA Men's Ice Hockey Championships Records": 'https://www.ncaa.org',
  'NCAA member school directory': 'https://www.ncaa.org',
  'NCHC, Western Michigan wins first NCAA hockey national championship (2025-04-13)':
    'https://nchchockey.com/news/2025/4/13/mens-ice-hockey-western-michigan-wins-first-ncaa-hockey-national-championship.aspx',
};

/** One season row per league per start_year: hockey's spans two years ("2017-18"), football's title game is played
 * in January of the following year. */
export function ensureSeason(p: Pending, league: CollegeLeague, startYear: number, source: string): string {
  const key = seasonKey(league, startYear);
  if (p.has('seasons', key)) return key;
  p.add('seasons', {
    key,
    slug: seasonSlug(league, startYear),
    league,
    start_year: startYear,
    end_year: league === 'ncaa-baseball' ? startYear : startYear + 1,
    name: seasonName(league, startYear, `College ${sportName[league]}`),
    source,
  });
  return key;
}

const sportName: Record<CollegeLeague, string> = {
  'ncaa-football': 'Football',
  'ncaa-baseball': 'Baseball',
  'ncaa-hockey': 'Hockey',
};

export interface School {
  school: string;
  nickname: string | null;
  city: string | null;
  state: string | null;
  conference?: string | null;
  aliases: string[];
  source: string;
  extra: Record<string, string>;
}

/** Schools from a hand file; returns a lookup from school name or alias to the school. */
export function loadSchools(ctx: BuildContext, file: string): Map<string, School> {
  const out = new Map<string, School>();
  readCollegeHand(ctx, file).forEach((r, i) => {
    const school = text(r.school);
    if (!school) {
      ctx.report({
        source: 'hand',
        file: handPath(file),
        line: i + 2,
        problem: 'row without a school name skipped',
      });
      return;
    }
    const s: School = {
      school,
      nickname: text(r.nickname),
      city: text(r.city),
      state: text(r.state),
      conference: text(r.conference),
      aliases: (r.aliases ?? '')
        .split('|')
        .map((a) => a.trim())
        .filter(Boolean),
      source: handSource(ctx, text(r.source) ?? 'NCAA member school directory'),
      extra: r,
    };
    for (const name of [school, ...s.aliases]) {
      if (out.has(name)) {
        ctx.report({
          source: 'hand',
          file: handPath(file),
          line: i + 2,
          problem: `name ${name} listed twice`,
        });
        continue;
      }
      out.set(name, s);
    }
  });
  return out;
}

export const collegeTeamKey = (league: CollegeLeague, school: string) => `${league}:${slugify(school)}`;

/** Add the team (college program) row once, with its one identity row. */
export function ensureTeam(
  p: Pending,
  league: CollegeLeague,
  s: School,
  extra: Partial<Row<'teams'>> = {},
): string {
  const key = collegeTeamKey(league, s.school);
  if (p.has('teams', key)) return key;
  // One convention for every college sport: a programme is named by its school ("Alabama", "Texas Western"), as
  // the NCAA record books list champions and as the basketball sources give it; the nickname has its own column.
  const name = s.school;
  p.add('teams', {
    key,
    slug: `${slugify(s.school)}-${sportWord[league]}`,
    league,
    name,
    city: s.city,
    nickname: s.nickname,
    state: s.state,
    country: 'USA',
    short_name: s.school,
    is_active: true,
    source: s.source,
    ...extra,
  });
  p.add('team_identities', {
    key: `${key}:identity`,
    team: key,
    first_year: null,
    last_year: null,
    name,
    city: s.city,
    nickname: s.nickname,
    source: s.source,
  });
  return key;
}

const keep = new Set(['key', 'team', 'season', 'name', 'source']);

/** Set or merge a team_seasons row (key `${team}:${startYear}`); a merge keeps the row's identity and source. */
export function upsertTeamSeason(p: Pending, row: Row<'team_seasons'>): void {
  const existing = p.get('team_seasons', row.key);
  if (existing) {
    for (const [k, v] of Object.entries(row)) {
      if (keep.has(k)) continue;
      if (v !== undefined && v !== null) existing[k] = v;
    }
    return;
  }
  p.add('team_seasons', row);
}

/** 'OT', '2OT', '4OT' or null; anything else is reported. */
export function overtimeText(v: string | undefined): string | null | undefined {
  const t = text(v);
  if (t === null) return null;
  return /^(\d*)OT$/.test(t) ? t : undefined;
}

/** A programme's identity row starts at the first season its league has for it (standings or title games). */
export function identityYears(p: Pending, league: CollegeLeague): void {
  const first = new Map<string, number>();
  for (const ts of p.rows('team_seasons')) {
    const team = String(ts.team);
    if (!team.startsWith(`${league}:`)) continue;
    const year = p.get('seasons', String(ts.season))?.start_year;
    if (typeof year !== 'number') continue;
    first.set(team, Math.min(first.get(team) ?? year, year));
  }
  for (const [team, year] of first) {
    const identity = p.get('team_identities', `${team}:identity`);
    if (identity) {
      identity.first_year = year;
      identity.last_year = null; // still the programme's identity
    }
  }
}
