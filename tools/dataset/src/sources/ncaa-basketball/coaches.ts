// Head coaches by team-season: 1947-48..1983-84 from the Sports-Reference school seasons (one head coach per
// school-season, with that season's W-L), 1984-85..2021-22 from Kaggle MTeamCoaches. Display names come from the
// Sports-Reference coach of the same team-season where the two agree; a coach in both is one person. A stint has the
// tournament W-L when it ran to the season's first tournament day; a team-season of two stints names both coaches,
// and each stint has the W-L of its games where they add up to the season's.
import { slugify } from '../../shared/slug';
import type { BuildContext } from '../../model';
import { KAGGLE, KAGGLE_DIR, L, SR_FILE, SR_SEASONS, seasonKey } from './common';
import type { GameData } from './game-types';
import type { Teams } from './teams';
import { joinHeadCoaches } from '@trophy-room/domain';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

function titleCase(id: string): string {
  return id
    .split('_')
    .filter(Boolean)
    .map((w) => (/^(ii|iii|iv)$/.test(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
}

export function addCoaches(ctx: BuildContext, teams: Teams, data: GameData): void {
  const file = `${KAGGLE_DIR}/MTeamCoaches.csv`;
  const rows = ctx.readCsv(file);
  const srCoach = new Map<string, string>();
  for (const r of ctx.readCsv(SR_FILE)) {
    if (!r.season.endsWith('-nm')) srCoach.set(`${r.school}|${Number(r.season.slice(0, 4))}`, r.coaches);
  }
  const perTeamSeason = new Map<string, number>();
  for (const r of rows)
    perTeamSeason.set(`${r.TeamID}|${r.Season}`, (perTeamSeason.get(`${r.TeamID}|${r.Season}`) ?? 0) + 1);

  const display = new Map<string, string>();
  for (const r of rows) {
    const school = teams.ofKaggle(r.TeamID);
    const sr = school ? srCoach.get(`${school}|${Number(r.Season) - 1}`) : undefined;
    if (sr && norm(sr) === norm(r.CoachName) && !display.has(r.CoachName)) display.set(r.CoachName, sr);
  }
  const added = new Set<string>();
  const ensureCoach = (id: string, name: string, source: string) => {
    if (added.has(id)) return;
    added.add(id);
    const sp = name.indexOf(' ');
    ctx.add('people', {
      key: `${L}:person:${id}`,
      slug: slugify(name),
      first_name: sp > 0 ? name.slice(0, sp) : null,
      last_name: sp > 0 ? name.slice(sp + 1) : name,
      full_name: name,
      source,
    });
    ctx.add('coaches', {
      key: `${L}:coach:${id}`,
      slug: slugify(name),
      person: `${L}:person:${id}`,
      league: L,
      source,
    });
  };
  const parts = partRecords(
    ctx,
    rows,
    teams,
    data,
    (r) => perTeamSeason.get(`${r.TeamID}|${r.Season}`) !== 1,
  );
  rows.forEach((r, i) => {
    const school = teams.ofKaggle(r.TeamID);
    if (!school) {
      ctx.report({ source: KAGGLE, file, line: i + 2, problem: `unknown TeamID ${r.TeamID}` });
      return;
    }
    const id = r.CoachName;
    ensureCoach(id, display.get(id) ?? titleCase(id), KAGGLE);
    const start = Number(r.Season) - 1;
    const only = perTeamSeason.get(`${r.TeamID}|${r.Season}`) === 1;
    const ts = only ? ctx.get('team_seasons', `${L}:ts:${school}:${start}`) : parts.get(r);
    const tt = data.tourney.get(start)?.get(school);
    // The stint coached in the tournament when it ran to the tournament's first day or later (Michigan 1988-89:
    // Frieder's stint ends on day 134, the tournament began on day 136, Fisher coached it).
    const firstDay = data.tourneyFirstDay.get(start);
    const inTourney = tt && firstDay !== undefined && Number(r.LastDayNum) >= firstDay;
    ctx.add('coach_stints', {
      key: `${L}:stint:${id}:${school}:${start}:${r.FirstDayNum}`,
      coach: `${L}:coach:${id}`,
      team: teams.key(school),
      season: seasonKey(start),
      start_year: start,
      end_year: start,
      // Clean text: a coach who took over mid-season is one of two head coaches that season, not a source note.
      title: only ? 'Head Coach' : 'Head Coach (part of the season)',
      is_head_coach: true,
      games: ts ? ts.games_played : null,
      wins: ts ? ts.wins : null,
      losses: ts ? ts.losses : null,
      playoff_wins: inTourney ? tt.wins : null,
      playoff_losses: inTourney ? tt.losses : null,
      source: KAGGLE,
    });
  });
  // A team-season of two head coaches names both, in the order they coached (as the NBA's and NHL's team-seasons do),
  // where Sports-Reference's coaches column names one (Michigan 1988-89: Bill Frieder / Steve Fisher).
  const stintsOf = new Map<string, { first: number; name: string }[]>();
  for (const r of rows) {
    const school = teams.ofKaggle(r.TeamID);
    if (!school || perTeamSeason.get(`${r.TeamID}|${r.Season}`) === 1) continue;
    const key = `${L}:ts:${school}:${Number(r.Season) - 1}`;
    const name = display.get(r.CoachName) ?? titleCase(r.CoachName);
    stintsOf.set(key, [...(stintsOf.get(key) ?? []), { first: Number(r.FirstDayNum), name }]);
  }
  for (const [key, list] of stintsOf) {
    const ts = ctx.get('team_seasons', key);
    if (ts)
      Object.assign(ts, {
        head_coach_name: joinHeadCoaches(list.sort((a, b) => a.first - b.first).map((x) => x.name)),
      });
  }
  addEarlyCoaches(ctx, teams, display, ensureCoach);
}

type Tally = { games_played: number; wins: number; losses: number };

/**
 * The W-L of each part-season stint, counted from the season's games between its first and last day (Kaggle's
 * DayNum). Those files hold games between Division I schools only, so a team-season's stints get a record only
 * where they add up to its W-L (Duke 1994-95: Krzyzewski 9-3, Gaudet 4-15, 13-18); the rest keep none, reported.
 */
function partRecords(
  ctx: BuildContext,
  rows: Record<string, string>[],
  teams: Teams,
  data: GameData,
  isPart: (r: Record<string, string>) => boolean,
): Map<Record<string, string>, Tally> {
  const gamesOf = new Map<string, { day: number; won: boolean }[]>();
  for (const g of data.games) {
    const zero = data.dayZero.get(g.startYear + 1);
    if (!zero) continue;
    const day = Math.round((Date.parse(g.date) - Date.parse(zero)) / 86_400_000);
    const won = g.homeScore > g.awayScore;
    for (const [school, w] of [
      [g.home, won],
      [g.away, !won],
    ] as const)
      gamesOf.set(`${school}|${g.startYear}`, [
        ...(gamesOf.get(`${school}|${g.startYear}`) ?? []),
        { day, won: w },
      ]);
  }
  const bySeason = new Map<string, { r: Record<string, string>; tally: Tally }[]>();
  for (const r of rows) {
    const school = teams.ofKaggle(r.TeamID);
    if (!school || !isPart(r)) continue;
    const key = `${school}|${Number(r.Season) - 1}`;
    const games = (gamesOf.get(key) ?? []).filter(
      (g) => g.day >= Number(r.FirstDayNum) && g.day <= Number(r.LastDayNum),
    );
    const wins = games.filter((g) => g.won).length;
    const tally = { games_played: games.length, wins, losses: games.length - wins };
    bySeason.set(key, [...(bySeason.get(key) ?? []), { r, tally }]);
  }
  const out = new Map<Record<string, string>, Tally>();
  for (const [key, stints] of bySeason) {
    const [school, start] = key.split('|');
    const ts = ctx.get('team_seasons', `${L}:ts:${school}:${start}`);
    const sum = (f: 'wins' | 'losses') => stints.reduce((n, s) => n + s.tally[f], 0);
    if (ts && sum('wins') === ts.wins && sum('losses') === ts.losses)
      for (const s of stints) out.set(s.r, s.tally);
    else
      ctx.report({
        source: KAGGLE,
        file: `${KAGGLE_DIR}/MTeamCoaches.csv`,
        problem:
          `${school} ${start}: the games of its ${stints.length} coaches' stints add up to ${sum('wins')}-${sum('losses')}, ` +
          `not the season's ${ts?.wins ?? '?'}-${ts?.losses ?? '?'}; the stints keep no record`,
      });
  }
  return out;
}

/** The last season (start year) before Kaggle's coach file begins (1984-85). */
const LAST_EARLY = 1983;

/**
 * 1947-48..1983-84: the Sports-Reference school season's head coach with that season's W-L (its `coaches` column
 * names one coach per school-season). A coach Kaggle also lists (same name) is the same coach.
 */
function addEarlyCoaches(
  ctx: BuildContext,
  teams: Teams,
  display: Map<string, string>,
  ensureCoach: (id: string, name: string, source: string) => void,
): void {
  const kaggleId = new Map<string, string>();
  for (const [id, name] of display) kaggleId.set(norm(name), id);
  for (const id of new Set(ctx.readCsv(`${KAGGLE_DIR}/MTeamCoaches.csv`).map((r) => r.CoachName)))
    if (![...kaggleId.values()].includes(id)) kaggleId.set(norm(titleCase(id)), id);
  ctx.readCsv(SR_FILE).forEach((r) => {
    const start = Number(r.season.slice(0, 4));
    const name = r.coaches.trim();
    if (r.season.endsWith('-nm') || start > LAST_EARLY || !name) return;
    const ts = ctx.get('team_seasons', `${L}:ts:${r.school}:${start}`);
    if (!ts) return; // the school-season itself was reported by the team-season module
    const id = kaggleId.get(norm(name)) ?? slugify(name).replace(/-/g, '_');
    ensureCoach(id, name, SR_SEASONS);
    ctx.add('coach_stints', {
      key: `${L}:stint:${id}:${r.school}:${start}:sr`,
      coach: `${L}:coach:${id}`,
      team: teams.key(r.school),
      season: seasonKey(start),
      start_year: start,
      end_year: start,
      title: 'Head Coach',
      is_head_coach: true,
      games: ts.games_played,
      wins: ts.wins,
      losses: ts.losses,
      source: SR_SEASONS,
    });
  });
}
