// Shared helpers for the college modules: hand-file reading, slugs, sources, seasons, schools and results.
import { join } from 'node:path';
import type { BuildContext, League, Row, TableName } from '../../model';
import { readHand as readHandFile } from '../../shared/hand';
import { round3 } from '../../shared/json';
import { addResult } from '../../history/results';
export { int, num, text } from '../../shared/parse';
export { slugify } from '../../shared/slug';
import { slugify } from '../../shared/slug';
import { text } from '../../shared/parse';

type Mutable = Record<string, unknown> & { key: string };

/**
 * Rows that are completed in several steps (teams, identities, seasons, team seasons) are kept here and added to
 * the context once, in key order, by flush(): rows already added to the context are never mutated.
 */
export class Pending {
  private readonly store = new Map<TableName, Map<string, Mutable>>();
  private table(t: TableName) {
    let m = this.store.get(t);
    if (!m) this.store.set(t, (m = new Map()));
    return m;
  }
  has(t: TableName, key: string): boolean {
    return this.table(t).has(key);
  }
  get(t: TableName, key: string): Mutable | undefined {
    return this.table(t).get(key);
  }
  add<T extends TableName>(t: T, row: Row<T>): void {
    this.table(t).set(row.key, { ...(row as Mutable) });
  }
  rows(t: TableName): Mutable[] {
    return [...this.table(t).values()];
  }
  flush(ctx: BuildContext): void {
    for (const t of [...this.store.keys()].sort()) {
      const m = this.table(t);
      for (const key of [...m.keys()].sort()) ctx.add(t, m.get(key) as Row<typeof t>);
    }
    this.store.clear();
  }
}

export type CollegeLeague = Extract<League, 'ncaa-football' | 'ncaa-baseball' | 'ncaa-hockey'>;

export const sportWord: Record<CollegeLeague, string> = {
  'ncaa-football': 'football',
  'ncaa-baseball': 'baseball',
  'ncaa-hockey': 'hockey',
};

/** A hand-written CSV under tools/dataset/hand/college/. */
export const readHand = (ctx: BuildContext, file: string) => readHandFile(ctx, 'college', file);

export const handPath = (file: string) => `tools/dataset/hand/college/${file}`;

/**
 * A hand file's `source` column names the public reference a fact was checked against; each distinct reference
 * becomes one `sources` row keyed 'hand:<slug>'. Returns that key.
 */
export function handSource(ctx: BuildContext, reference: string): string {
  const key = `hand:${slugify(reference)}`;
  if (!ctx.has('sources', key)) {
    ctx.add('sources', {
      key,
      name: reference,
      url: referenceUrls[reference] ?? null,
      licence: 'Facts (not copyrightable); transcribed by hand',
      attribution: `Checked against: ${reference}`,
      notes: 'Hand-written facts under tools/dataset/hand/college/, one row per fact.',
    });
  }
  return key;
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

/** One season row per league per start_year. */
export function ensureSeason(p: Pending, league: CollegeLeague, startYear: number, source: string): string {
  const key = `${league}:${startYear}`;
  if (p.has('seasons', key)) return key;
  let slug: string;
  let name: string;
  let endYear: number;
  if (league === 'ncaa-hockey') {
    endYear = startYear + 1;
    const yy = String(endYear % 100).padStart(2, '0');
    slug = `${league}-${startYear}-${yy}`;
    name = `${startYear}-${yy} College Hockey Season`;
  } else if (league === 'ncaa-baseball') {
    endYear = startYear;
    slug = `${league}-${startYear}`;
    name = `${startYear} College Baseball Season`;
  } else {
    // Bowl games and the title game are played in January of the following year.
    endYear = startYear + 1;
    slug = `${league}-${startYear}`;
    name = `${startYear} College Football Season`;
  }
  p.add('seasons', { key, slug, league, start_year: startYear, end_year: endYear, name, source });
  return key;
}

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
  readHand(ctx, file).forEach((r, i) => {
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

export const teamKey = (league: CollegeLeague, school: string) => `${league}:${slugify(school)}`;

/** Add the team (college program) row once, with its one identity row. */
export function ensureTeam(
  p: Pending,
  league: CollegeLeague,
  s: School,
  extra: Partial<Row<'teams'>> = {},
): string {
  const key = teamKey(league, s.school);
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

/** '11-0-1' → wins/losses/ties. */
export function parseRecord(rec: string | null): { wins: number; losses: number; ties: number } | null {
  if (!rec) return null;
  const m = /^(\d+)-(\d+)(?:-(\d+))?$/.exec(rec.trim());
  if (!m) return null;
  return { wins: Number(m[1]), losses: Number(m[2]), ties: m[3] ? Number(m[3]) : 0 };
}

export { compact } from '../../shared/json';

export interface CollegeFinal {
  league: CollegeLeague;
  championship: string; // championships key
  startYear: number;
  edition?: string | null;
  winner: School;
  runnerUp: School | null;
  winnerScore: number | null;
  runnerUpScore: number | null;
  seriesResult?: string | null;
  overtime?: string | null;
  gameDate?: string | null;
  venue?: string | null; // venues key
  venueName?: string | null;
  city?: string | null;
  state?: string | null;
  mvpName?: string | null;
  winnerCoach?: string | null;
  winnerRecord?: string | null;
  notes?: string | null;
  source: string;
  /** Text for team_seasons.playoff_result of the winner / runner-up. */
  wonText: string;
  lostText: string | null;
}

/** One championship_results row, the season's champion, and the two finalists' team_seasons flags. */
export function addCollegeFinal(ctx: BuildContext, p: Pending, r: CollegeFinal): void {
  const season = ensureSeason(p, r.league, r.startYear, r.source);
  const winnerTeam = ensureTeam(p, r.league, r.winner);
  const runnerTeam = r.runnerUp ? ensureTeam(p, r.league, r.runnerUp) : null;
  addResult(ctx, {
    championship: r.championship,
    year: r.startYear,
    edition: r.edition ?? null,
    winner_team: winnerTeam,
    runner_up_team: runnerTeam,
    winner_name: r.winner.school,
    runner_up_name: r.runnerUp?.school ?? null,
    winner_score: r.winnerScore,
    runner_up_score: r.runnerUpScore,
    series_result: r.seriesResult ?? null,
    overtime: r.overtime ?? null,
    game_date: r.gameDate ?? null,
    venue: r.venue ?? null,
    venue_name: r.venueName ?? null,
    city: r.city ?? null,
    state: r.state ?? null,
    mvp_name: r.mvpName ?? null,
    mvp_person: null,
    winner_coach_name: r.winnerCoach ?? null,
    winner_record: r.winnerRecord ?? null,
    notes: r.notes ?? null,
    source: r.source,
  });
  p.get('seasons', season)!.champion_team = winnerTeam;

  const rec = parseRecord(r.winnerRecord ?? null);
  upsertTeamSeason(p, {
    key: `${winnerTeam}:${r.startYear}`,
    team: winnerTeam,
    season,
    name: r.winner.school,
    is_champion: true,
    playoff_position: 'champion',
    playoff_result: r.wonText,
    head_coach_name: r.winnerCoach ?? null,
    source: r.source,
  });
  const ws = p.get('team_seasons', `${winnerTeam}:${r.startYear}`)!;
  if (rec && ws.wins == null) {
    ws.wins = rec.wins;
    ws.losses = rec.losses;
    ws.ties = rec.ties;
    ws.games_played = rec.wins + rec.losses + rec.ties;
    ws.win_percentage = round3((rec.wins + rec.ties / 2) / (rec.wins + rec.losses + rec.ties));
  }
  if (runnerTeam && r.lostText) {
    upsertTeamSeason(p, {
      key: `${runnerTeam}:${r.startYear}`,
      team: runnerTeam,
      season,
      name: r.runnerUp!.school,
      is_champion: false,
      playoff_position: 'playoffs',
      playoff_result: r.lostText,
      source: r.source,
    });
  }
}

export { round3 } from '../../shared/json';

/** 'OT', '2OT', '4OT' or null; anything else is reported. */
export function overtimeText(v: string | undefined): string | null | undefined {
  const t = text(v);
  if (t === null) return null;
  return /^(\d*)OT$/.test(t) ? t : undefined;
}
