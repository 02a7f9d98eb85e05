// College football games 1869-2025 from two files (./game-files.ts) and the team seasons derived from them.
// A game between two programmes of the site is listed once: CollegeFootballData's row where it has the game (2010-2025,
// with home/away and neutral site; College Football Data Warehouse's score of the same game 2010-2015 is claimed
// against it), CFBDW's row before 2010 and for the 2010-2015 games CFBD lacks (an FBS side against a future one). A
// CFBDW row does not say where the game was played: it is listed in the file's team order with the site unknown
// (is_neutral null), except a title game, whose stadium and name the champions list gives; CFBDW's other postseason
// games are bowls it does not name ('Bowl game'). A game against a side that is not a programme of the site is not listed but counted in the record.
// Records are derived where a file holds every game of the programme-season: CFBDW's 2015 programmes to 2015 (whole);
// CFBD alone (2016-2025) lacks the games against non-FBS opponents, so its 2024-2025 records are partial.
import type { BuildContext, Row } from '../../model';
import { type School, ensureSeason, ensureTeam, upsertTeamSeason } from '../../shared/college';
import type { Pending } from '../../shared/pending';
import { slugify } from '../../shared/slug';
import { slugTarget } from '../../write-tables';
import { seasonWinPercentage } from '../../shared/win-percentage';
import { CFB_CHAMPIONSHIP } from './champions';
import { CFBD_YEARS, type FileGame, readCfbd, readCfbdw } from './game-files';
import { GAME_SCORE, SEASON_RECORD } from './figures';
import { SRC_CFBD_COACHES } from './cfbd-coaches';
import { L, SRC_CFBD_GAMES, SRC_CFBDW_GAMES, SRC_SEASONS } from './sources';

/** The last season CFBDW holds, and the seasons cfb_team_seasons gives a W-L for. */
export const CFBDW_LAST = 2015;
export const STANDINGS_YEARS = [2013, 2023] as const;

/** One programme-season's games as the record counts them: listed (a game row) and unlisted (a side game). */
export interface Tally {
  team: string;
  school: string;
  season: number;
  source: string;
  w: number;
  l: number;
  t: number;
  pf: number;
  pa: number;
  listed: number;
  unlisted: number;
  /** The bowl and playoff games among them: W-L-T. */
  post: [number, number, number];
  /** The file holds every game of the programme-season. */
  whole: boolean;
}

/** A listed game, as the conference records count it. */
export interface ListedGame {
  season: number;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  postseason: boolean;
  notes: string | null;
  week: number | null;
  neutral: boolean | null;
}

export interface GamesBuilt {
  tallies: Map<string, Tally>;
  /** Listed games by season. */
  listed: Map<number, number>;
  games: ListedGame[];
}

/**
 * A file's name of a programme: the name or an alias in football_schools.csv, or CFBDW's name with the state suffix
 * of the programme's own state ('Clemson (SC)', 'Liberty (VA)'); 'Washington (MO)' (Washington University in St.
 * Louis) is not Washington.
 */
export function programmeOf(name: string, schools: Map<string, School>): School | null {
  const s = schools.get(name);
  if (s) return s;
  const m = /^(.*) \(([A-Z]{2})\)$/.exec(name);
  const base = m ? schools.get(m[1]) : undefined;
  return base && base.state === m![2] ? base : null;
}

const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

interface Listed {
  g: FileGame;
  a: School;
  b: School;
}

export function addGames(
  ctx: BuildContext,
  p: Pending,
  schools: Map<string, School>,
  titleGameNames: ReadonlyMap<number, string> = new Map(),
): GamesBuilt {
  const cfbdw = readCfbdw(ctx);
  const cfbd = readCfbd(ctx);
  const team = (s: School) => ensureTeam(p, L, s);
  const unknownNames = new Map<string, number>();
  const side = (name: string) => {
    const s = programmeOf(name, schools);
    if (!s) unknownNames.set(name, (unknownNames.get(name) ?? 0) + 1);
    return s;
  };
  // The programmes CFBDW lists every game of: its first column (the 2015 top division).
  const whole = new Set<string>();
  for (const g of cfbdw) {
    const s = programmeOf(g.a, schools);
    if (s) whole.add(s.school);
    else
      ctx.report({
        source: SRC_CFBDW_GAMES,
        file: g.file,
        line: g.line,
        problem: `first-column team '${g.a}' is no programme of football_schools.csv`,
      });
  }

  const tallies = new Map<string, Tally>();
  const count = (s: School, g: FileGame, gf: number, ga: number, listed: boolean, post = isPostseason(g)) => {
    const key = `${team(s)}:${g.season}`;
    let t = tallies.get(key);
    if (!t)
      tallies.set(
        key,
        (t = {
          team: team(s),
          school: s.school,
          season: g.season,
          source: g.source,
          w: 0,
          l: 0,
          t: 0,
          pf: 0,
          pa: 0,
          listed: 0,
          unlisted: 0,
          post: [0, 0, 0],
          whole: g.source === SRC_CFBDW_GAMES,
        }),
      );
    t[gf > ga ? 'w' : gf < ga ? 'l' : 't']++;
    t.pf += gf;
    t.pa += ga;
    t[listed ? 'listed' : 'unlisted']++;
    if (post) t.post[gf > ga ? 0 : gf < ga ? 1 : 2]++;
  };

  // CFBD's games between two programmes, by pair, for CFBDW's rows of 2010-2015 to find.
  const list: Listed[] = [];
  const cfbdByPair = new Map<string, { l: Listed; used: boolean }[]>();
  const pair = (a: School, b: School) => [a.school, b.school].sort().join('|');
  let cfbdSide = 0;
  let cfbdNeither = 0;
  for (const g of cfbd) {
    const a = side(g.a);
    const b = side(g.b);
    if (a && b) {
      const l = { g, a, b };
      list.push(l);
      if (g.season <= CFBDW_LAST)
        cfbdByPair.set(pair(a, b), [...(cfbdByPair.get(pair(a, b)) ?? []), { l, used: false }]);
      else {
        count(a, g, g.aScore, g.bScore, true);
        count(b, g, g.bScore, g.aScore, true);
      }
    } else if (a || b) {
      cfbdSide++;
      if (g.season > CFBDW_LAST) {
        if (a) count(a, g, g.aScore, g.bScore, false);
        if (b) count(b, g, g.bScore, g.aScore, false);
      }
    } else {
      cfbdNeither++;
      ctx.report({
        source: SRC_CFBD_GAMES,
        file: g.file,
        line: g.line,
        problem: `'${g.a}' at '${g.b}': neither side is a programme of the site (FBS newcomers or a lower-division game in the FBS file); not counted`,
      });
    }
  }

  // CFBDW: every game of its programmes to 2015; 2010-2015 games CFBD has are claimed against CFBD's row.
  let claimed = 0;
  let sameUtcDay = 0;
  let sameLocalDay = 0;
  const scoreChecks: [Listed, Listed][] = [];
  let cfbdwListed = 0;
  let undatedLeft = 0;
  let cfbdwSide = 0;
  for (const g of cfbdw) {
    const a = side(g.a);
    const b = side(g.b);
    let listed = false;
    let post = isPostseason(g);
    if (a && b) {
      // CFBD's local day (cfbdLocalDate) is CFBDW's where the rule is right; else CFBD's UTC day is CFBDW's day or
      // the next, and CFBDW's local date is taken.
      const candidates = g.season >= CFBD_YEARS[0] ? (cfbdByPair.get(pair(a, b)) ?? []) : [];
      const match =
        candidates.find((c) => !c.used && c.l.g.date === g.date) ??
        candidates.find((c) => !c.used && Math.abs(day(c.l.g.utcDate ?? c.l.g.date) - day(g.date)) <= 1);
      if (match) {
        match.used = true;
        claimed++;
        if (match.l.g.utcDate === g.date) sameUtcDay++;
        if (match.l.g.date === g.date) sameLocalDay++;
        else match.l.g.date = g.date;
        // CFBD names the December bowls CFBDW's dates cannot tell from the regular season.
        post = isPostseason(match.l.g);
        scoreChecks.push([match.l, { g, a, b }]);
        listed = true;
      } else if (g.undated) {
        undatedLeft++;
      } else {
        list.push({ g, a, b });
        cfbdwListed++;
        listed = true;
      }
    } else cfbdwSide++;
    // Only a programme whose every game the file holds has its record derived here.
    if (a && whole.has(a.school)) count(a, g, g.aScore, g.bScore, listed, post);
    if (b && whole.has(b.school)) count(b, g, g.bScore, g.aScore, listed, post);
  }
  for (const [, cs] of cfbdByPair)
    for (const c of cs)
      if (!c.used)
        ctx.report({
          source: SRC_CFBD_GAMES,
          file: c.l.g.file,
          line: c.l.g.line,
          problem: `${c.l.g.utcDate} (UTC) ${c.l.g.a} at ${c.l.g.b}: not in the CFBDW file within a day; listed from CFBD alone`,
        });

  const { perSeason, keys, games } = addGameRows(ctx, p, list, titleGames(ctx, titleGameNames));
  for (const [l, w] of scoreChecks) claimScore(ctx, keys.get(l.g)!, l, w);
  ctx.report({
    source: SRC_CFBDW_GAMES,
    file: cfbdw[0]?.file ?? '',
    problem:
      `${cfbdwListed} games between two programmes listed from this file (to 2015; ${claimed} more are CFBD's games ` +
      `of 2010-2015, whose scores are claimed against CFBD's); ${undatedLeft} between two programmes are undated ` +
      `(the source's 25 August placeholder) and counted in the records but not listed; ${cfbdwSide} games against ` +
      'sides that are not programmes of the site are counted in the records but not listed',
  });
  ctx.report({
    source: SRC_CFBD_GAMES,
    file: 'cfb_games_cfbd_fbs_2010_2025',
    problem:
      `the local day (cfbdLocalDate) is CFBDW's for ${sameLocalDay} of the ${claimed} games of 2010-2015 both hold ` +
      `(the UTC day for ${sameUtcDay}); CFBDW's date is taken for the other ${claimed - sameLocalDay}`,
  });
  ctx.report({
    source: SRC_CFBD_GAMES,
    file: 'cfb_games_cfbd_fbs_2010_2025',
    problem:
      `${list.length - cfbdwListed} games between two programmes listed; ${cfbdSide} against FBS newcomers that are ` +
      `not programmes of the site (counted in the 2016-2025 records, not listed); ${cfbdNeither} lower-division games skipped`,
  });
  const names = [...unknownNames].sort((x, y) => y[1] - x[1]);
  ctx.report({
    source: SRC_CFBDW_GAMES,
    file: cfbdw[0]?.file ?? '',
    problem: `${names.length} opponent names are no programme of the site (most games: ${names
      .slice(0, 8)
      .map(([n, c]) => `${n} ${c}`)
      .join(', ')})`,
  });
  return { tallies, listed: perSeason, games };
}

/** CFBD's and CFBDW's score of one 2010-2015 game, each as '<school> <points>' in school order. */
function claimScore(ctx: BuildContext, key: string, cfbd: Listed, cfbdw: Listed): void {
  const text = (l: Listed) =>
    [
      [l.a.school, l.g.aScore],
      [l.b.school, l.g.bScore],
    ]
      .sort((x, y) => String(x[0]).localeCompare(String(y[0])))
      .map(([s, n]) => `${s} ${n}`)
      .join(', ');
  const subject = { league: L, subject: key, label: `${cfbd.g.date} ${cfbd.a.school} at ${cfbd.b.school}` };
  const dayNote =
    cfbdw.g.date === cfbd.g.utcDate
      ? undefined
      : `CFBD dates the game ${cfbd.g.utcDate} (the UTC day of kickoff), CFBDW ${cfbdw.g.date} (the local day, listed)`;
  ctx.claim({ figure: GAME_SCORE, ...subject, source: SRC_CFBD_GAMES, value: text(cfbd) });
  ctx.claim({ figure: GAME_SCORE, ...subject, source: SRC_CFBDW_GAMES, value: text(cfbdw), note: dayNote });
}

/** The title games of the champions list (BCS and CFP eras): season, the two programmes, the date. */
interface TitleGame {
  season: number;
  teams: string;
  date: string;
  /** The list's overtime marker ("OT", "2OT"): the games files carry none. */
  overtime: string | null;
  /** The list's site (a venues key where the stadium is one of the site's, and its name): CFBDW gives none. */
  venue: string | null;
  venueName: string | null;
  /** The list's name of the game ("BCS National Championship (Rose Bowl)"): CFBDW names no game. */
  name: string | null;
}

function titleGames(ctx: BuildContext, names: ReadonlyMap<number, string>): TitleGame[] {
  return ctx
    .rows('championship_results')
    .filter((r) => r.championship === CFB_CHAMPIONSHIP && r.runner_up_team && r.game_date)
    .map((r) => ({
      season: Number(r.year),
      teams: [String(r.winner_team), String(r.runner_up_team)].sort().join('|'),
      date: String(r.game_date),
      overtime: (r.overtime as string | null) ?? null,
      venue: (r.venue as string | null) ?? null,
      venueName: (r.venue_name as string | null) ?? null,
      name: names.get(Number(r.year)) ?? null,
    }));
}

function addGameRows(
  ctx: BuildContext,
  p: Pending,
  list: Listed[],
  titles: readonly TitleGame[],
): { perSeason: Map<number, number>; keys: Map<FileGame, string>; games: ListedGame[] } {
  const sides = list.map((l) => ({ ...l, away: slugify(l.a.school), home: slugify(l.b.school) }));
  // A title game of the champions list is on the list's (local) day: the playoff finals played at night.
  for (const l of sides) {
    if (l.g.utcDate === null) continue;
    const teams = [ensureTeam(p, L, l.b), ensureTeam(p, L, l.a)].sort().join('|');
    const t = titles.find(
      (t) => t.season === l.g.season && t.teams === teams && Math.abs(day(t.date) - day(l.g.utcDate!)) <= 1,
    );
    if (t) l.g.date = t.date;
  }
  // The slugs published before the local days: CFBD's games were dated by the UTC day (redirected below).
  const utcSlugs = gameSlugs(sides, (g) => g.utcDate ?? g.date);
  const rows = [...sides].sort(byDay((g) => g.date));
  const seen = new Map<string, number>();
  const perSeason = new Map<number, number>();
  const keys = new Map<FileGame, string>();
  const games: ListedGame[] = [];
  for (const { g, a, b, away, home } of rows) {
    const slug = slugOf(seen, g.date, away, home);
    const season = ensureSeason(p, L, g.season, g.source);
    const [home_team, away_team] = [ensureTeam(p, L, b), ensureTeam(p, L, a)];
    const teams = [home_team, away_team].sort().join('|');
    // The playoff's games and the BCS title game are the championship's (the last of them decides it).
    const final = titles.find(
      (t) => t.season === g.season && t.teams === teams && Math.abs(day(t.date) - day(g.date)) <= 1,
    );
    const title = g.phase === 'cfp' || !!final;
    // The files give no stadium: a title game's is the champions list's (a bowl's or the title game's stadium,
    // neither finalist's home, so a neutral site where CFBDW does not say where it was played).
    const listVenue = final?.venueName ? final : null;
    const row: Row<'games'> = {
      key: `${L}:game:${slug}`,
      slug,
      league: L,
      season,
      game_date: g.date,
      home_team,
      away_team,
      home_score: g.bScore,
      away_score: g.aScore,
      status: 'final',
      is_playoff: isPostseason(g),
      // CFBDW does not say where a game was played: the site is unknown, not neutral and not b's home.
      is_neutral: g.siteKnown ? g.neutral : listVenue ? true : null,
      venue: listVenue?.venue ?? null,
      venue_name: listVenue?.venueName ?? null,
      round: roundOf(g, final?.name ?? null),
      championship: title ? CFB_CHAMPIONSHIP : null,
      // The title game's overtime from the champions list: the games files mark none (CFBD's went_ot is always 0).
      overtime: final?.overtime ?? null,
      source: g.source,
    };
    ctx.add('games', row);
    keys.set(g, row.key);
    const published = utcSlugs.get(g)!;
    if (published !== slug)
      ctx.add('slug_redirects', {
        key: `games:${published}`,
        resource: 'games',
        old_slug: published,
        new_slug: slugTarget(row.key),
        reason: "the game's local day; its slug had CFBD's UTC day of kickoff",
      });
    games.push({
      season: g.season,
      home: String(row.home_team),
      away: String(row.away_team),
      homeScore: g.bScore,
      awayScore: g.aScore,
      postseason: row.is_playoff === true,
      notes: g.notes,
      week: g.week,
      neutral: g.neutral,
    });
    perSeason.set(g.season, (perSeason.get(g.season) ?? 0) + 1);
  }
  return { perSeason, keys, games };
}

type Sided = Listed & { away: string; home: string };

/**
 * A postseason game's round: CFBD's notes (the bowl or playoff game, from 2010), else the champions list's name of a
 * title game, else a bowl game (CFBDW names none; every postseason game it holds is a bowl, see isPostseason).
 */
export function roundOf(g: FileGame, titleName: string | null): string | null {
  if (g.phase === 'bowl' || g.phase === 'cfp') return g.notes ?? titleName ?? BOWL_GAME;
  if (g.phase) return null;
  return isPostseason(g) ? (titleName ?? BOWL_GAME) : null;
}

/** The round of a bowl the source does not name. */
export const BOWL_GAME = 'Bowl game';

/** Games in slug order: by day, then the away and home sides, then the file's order. */
const byDay = (dateOf: (g: FileGame) => string) => (x: Sided, y: Sided) =>
  dateOf(x.g).localeCompare(dateOf(y.g)) ||
  x.away.localeCompare(y.away) ||
  x.home.localeCompare(y.home) ||
  x.g.line - y.g.line;

/** A game's slug: league, day, away, home; same-day double-headers (the 19th century's) -g2 … in the file's order. */
function slugOf(seen: Map<string, number>, date: string, away: string, home: string): string {
  const base = `${L}-${date}-${away}-${home}`;
  const n = (seen.get(base) ?? 0) + 1;
  seen.set(base, n);
  return n === 1 ? base : `${base}-g${n}`;
}

/** Each game's slug with its day as `dateOf` gives it. */
function gameSlugs(sides: Sided[], dateOf: (g: FileGame) => string): Map<FileGame, string> {
  const seen = new Map<string, number>();
  return new Map([...sides].sort(byDay(dateOf)).map((l) => [l.g, slugOf(seen, dateOf(l.g), l.away, l.home)]));
}

/**
 * Postseason as the league counts it: CFBD's bowl and playoff games (conference championships count as regular
 * season). CFBDW has no label: its games of January are bowls, and from the 1935 season (the Orange and Sugar Bowls'
 * first) so are its games from 15 December (the Aloha and Hawaii Bowls of 24-25 December; the regular season, Army-Navy
 * and the conference title games included, is over by then).
 */
function isPostseason(g: FileGame): boolean {
  if (g.phase) return g.phase === 'bowl' || g.phase === 'cfp';
  if (g.season >= 1900 && g.date.slice(0, 4) !== String(g.season)) return true;
  return g.season >= 1935 && !g.undated && g.date.slice(5) >= '12-15';
}

/** The team seasons of the tallies, and the figures claimed against cfb_team_seasons. */
export function addDerivedSeasons(ctx: BuildContext, p: Pending, built: GamesBuilt): void {
  const teamsPerSeason = new Map<number, number>();
  let claimedRecords = 0;
  let noRow = 0;
  for (const key of [...built.tallies.keys()].sort()) {
    const t = built.tallies.get(key)!;
    const existing = p.get('team_seasons', key);
    // A record a source gives (cfb_team_seasons; the 2014-2020 coaches' sum where it lacks the season) is kept.
    const given =
      typeof existing?.wins === 'number' &&
      (existing.source === SRC_SEASONS || existing.source === SRC_CFBD_COACHES);
    if (given && t.whole) {
      claimRecord(ctx, t, existing!);
      claimedRecords++;
      continue;
    }
    if (given) continue;
    // A champion's record in the hand list is whole where CFBD's games are not (Indiana 2025: 16-0, 15-0 in CFBD).
    if (!t.whole && typeof existing?.wins === 'number') continue;
    if (!t.whole && t.season <= STANDINGS_YEARS[1]) {
      // A 2016-2023 programme-season cfb_team_seasons lacks (the Mountain West of 2016): CFBD's games are not all.
      noRow++;
      continue;
    }
    const season = ensureSeason(p, L, t.season, t.source);
    upsertTeamSeason(p, {
      key,
      team: t.team,
      season,
      name: t.school,
      games_played: t.w + t.l + t.t,
      wins: t.w,
      losses: t.l,
      ties: t.t,
      win_percentage: seasonWinPercentage(L, t.season, { wins: t.w, losses: t.l, ties: t.t }),
      points_for: t.pf,
      points_against: t.pa,
      derived_from_games: true,
      source: t.source,
    });
    // A champion's row the hand list made (its record as the list gives it) takes the record and source of the games.
    p.get('team_seasons', key)!.source = t.source;
    teamsPerSeason.set(t.season, (teamsPerSeason.get(t.season) ?? 0) + 1);
  }
  // The first season of a programme whose every game the file holds: its first season of football.
  const first = new Map<string, number>();
  for (const t of built.tallies.values())
    if (t.whole) first.set(t.team, Math.min(first.get(t.team) ?? t.season, t.season));
  for (const [team, year] of first) p.get('teams', team)!.founded_year = year;
  for (const [year, n] of teamsPerSeason) {
    const s = p.get('seasons', `${L}:${year}`)!;
    if (s.teams_count == null) s.teams_count = n;
  }
  for (const [year, n] of built.listed) p.get('seasons', `${L}:${year}`)!.games_count = n;
  ctx.report({
    source: SRC_CFBDW_GAMES,
    file: 'cfb_games_cfbdatawarehouse_1869_2015/allgames.csv',
    problem: `${claimedRecords} team seasons of 2013-2015 derived from the games and claimed against cfb_team_seasons or the 2014-2020 coaches' sum (${SEASON_RECORD.id}); ${noRow} programme-seasons of 2016-2023 outside cfb_team_seasons have CFBD's FBS games only: no record derived`,
  });
}

function claimRecord(ctx: BuildContext, t: Tally, row: Record<string, unknown>): void {
  const label = `${t.school} ${t.season}`;
  const subject = { figure: SEASON_RECORD, league: L, subject: String(row.key), label } as const;
  if (typeof row.wins === 'number' && typeof row.losses === 'number')
    ctx.claim({ ...subject, source: SRC_SEASONS, value: `${row.wins}-${row.losses}` });
  const note =
    t.t > 0
      ? `${t.t} tie(s) in the games; the source gives W-L only`
      : t.post.some((n) => n > 0) && row.wins === t.w - t.post[0] && row.losses === t.l - t.post[1]
        ? `the source's W-L leaves out the season's bowl game(s), ${t.post[0]}-${t.post[1]} in the games`
        : undefined;
  ctx.claim({
    ...subject,
    source: t.source,
    value: t.t > 0 ? `${t.w}-${t.l}-${t.t}` : `${t.w}-${t.l}`,
    note,
  });
}

/**
 * Conference records where membership is known (cfb_team_seasons' conference, 2013-2023): the regular-season games
 * between two members of one conference, its championship game left out (the conferences' standings do not count
 * it). Independents have none. Every conference game is FBS-vs-FBS, so CFBD's rows hold them all. CFBD names the
 * championship game in its notes in some seasons only; elsewhere it is the game of the conference's last week that is
 * played at a neutral site or is the conference's only game that week (2020's SEC played three league games the
 * week of its title game in Atlanta).
 */
export function addConferenceRecords(p: Pending, games: readonly ListedGame[]): number {
  const row = (team: string, season: number) => p.get('team_seasons', `${team}:${season}`);
  const conferenceOf = (g: ListedGame) => {
    if (g.postseason) return null;
    const h = row(g.home, g.season);
    const a = row(g.away, g.season);
    if (h?.source !== SRC_SEASONS || a?.source !== SRC_SEASONS) return null;
    if (!h.conference || h.conference !== a.conference || h.conference === `${L}:independent`) return null;
    return String(h.conference);
  };
  const inConference = games.flatMap((g) => {
    const c = conferenceOf(g);
    return c ? [{ g, c, k: `${c}|${g.season}` }] : [];
  });
  const lastWeek = new Map<string, number>();
  const perWeek = new Map<string, number>();
  for (const { g, k } of inConference) {
    lastWeek.set(k, Math.max(lastWeek.get(k) ?? 0, g.week ?? 0));
    perWeek.set(`${k}|${g.week}`, (perWeek.get(`${k}|${g.week}`) ?? 0) + 1);
  }
  const rec = new Map<string, [number, number, number]>();
  for (const { g, k } of inConference) {
    const final = g.week !== null && g.week === lastWeek.get(k);
    if (/championship/i.test(g.notes ?? '') || (final && (g.neutral || perWeek.get(`${k}|${g.week}`) === 1)))
      continue;
    for (const [team, gf, ga] of [
      [g.home, g.homeScore, g.awayScore],
      [g.away, g.awayScore, g.homeScore],
    ] as const) {
      const key = `${team}:${g.season}`;
      const r = rec.get(key) ?? [0, 0, 0];
      r[gf > ga ? 0 : gf < ga ? 1 : 2]++;
      rec.set(key, r);
    }
  }
  for (const [key, [w, l, t]] of rec)
    p.get('team_seasons', key)!.conference_record = t ? `${w}-${l}-${t}` : `${w}-${l}`;
  return rec.size;
}
