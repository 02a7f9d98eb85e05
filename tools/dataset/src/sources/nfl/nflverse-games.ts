// Source: nflverse games 2000-2025 (nfl_games_nflverse_2000_2025): the games of the 2025 season the other game files lack
// (spreadspoke stops after week 5), the scores of the games they list as scheduled, and for every game 2000-2025 its
// head coaches, starting quarterbacks, stadium as named that day, roof, surface, temperature, wind and referee.
import type { BuildContext, Row } from '../../model';
import type { Game } from './game-types';
import type { Teams } from './team-types';
import type { Venues } from './venues';
import { int, text } from '../../shared/parse';
import { readHand } from '../../shared/hand';
import { L, handSource } from './league';

export const NFLVERSE_GAMES_FILE = 'nfl_games_nflverse_2000_2025/games.csv';
export const NFLVERSE_GAMES: Row<'sources'> = {
  key: 'nfl-games-nflverse',
  name: 'nflverse games 2000-2025 (nfldata games table, via ngurganious/nfl-predictor)',
  url: 'https://github.com/nflverse/nfldata',
  licence: 'No explicit data licence (nflverse/nfldata by Lee Sharpe); nflverse tooling is MIT',
  attribution: 'Game data from nflverse (nfldata, Lee Sharpe)',
  notes:
    'Games 2000-2025 incl. playoffs and Super Bowl LX: scores, head coaches, starting quarterbacks, roof, surface, weather, referee.',
};
const FILE = NFLVERSE_GAMES_FILE;
/** nflverse team codes the team map reads differently. */
const codes: Record<string, string> = { LA: 'RAM', LV: 'LVR', SD: 'SDG' };
/** The franchise of an nflverse team code in a season. */
export const nflverseTeam = (teams: Teams, code: string, season: number) =>
  teams.byCode(codes[code] ?? code, season);
const ROUND: Record<string, string> = {
  WC: 'Wild Card Round',
  DIV: 'Divisional Round',
  CON: 'Conference Championship',
  SB: 'Super Bowl',
};

const read = new WeakMap<BuildContext, Record<string, string>[]>();

/**
 * The games file's rows, each starting quarterback corrected where hand/nfl/starting_qb_corrections.csv says the file
 * names the wrong one (each correction reported); read once per build.
 */
export function readNflverseGames(ctx: BuildContext): Record<string, string>[] {
  const done = read.get(ctx);
  if (done) return done;
  const rows = ctx.readCsv(FILE).map((r) => ({ ...r }));
  for (const c of readHand(ctx, L, 'starting_qb_corrections.csv')) {
    const i = rows.findIndex(
      (r) => r.gameday === c.game_date && (r.home_team === c.team || r.away_team === c.team),
    );
    const side = i < 0 ? null : rows[i].home_team === c.team ? 'home' : 'away';
    if (!side || rows[i][`${side}_qb_name`] !== c.replaces) {
      ctx.report({
        source: handSource(ctx, c.reference),
        file: 'hand/nfl/starting_qb_corrections.csv',
        problem: `${c.game_date} ${c.team}: no game whose starting quarterback is ${c.replaces}; correction not applied`,
      });
      continue;
    }
    ctx.report({
      source: NFLVERSE_GAMES.key,
      file: FILE,
      line: i + 2,
      problem: `${c.game_date} ${c.team}: starting quarterback ${c.replaces} corrected to ${c.qb_name} (${handSource(ctx, c.reference)}; hand/nfl/starting_qb_corrections.csv)`,
    });
    Object.assign(rows[i], { [`${side}_qb_id`]: c.qb_gsis_id, [`${side}_qb_name`]: c.qb_name });
  }
  read.set(ctx, rows);
  return rows;
}

export interface NflverseGames {
  /** Writes each game's details onto the game rows (after the games are added). */
  addDetails(ctx: BuildContext, venues: Venues): void;
}

export function mergeNflverseGames(ctx: BuildContext, teams: Teams, games: Game[]): NflverseGames {
  const byTeams = new Map<string, Game>();
  const byPair = new Map<string, Game[]>();
  const pair = (season: number, a: string, b: string) => `${season}|${[a, b].sort().join('|')}`;
  for (const g of games) {
    byTeams.set(`${g.date}|${g.home}|${g.away}`, g);
    byPair.set(pair(g.season, g.home, g.away), [...(byPair.get(pair(g.season, g.home, g.away)) ?? []), g]);
  }
  const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86400000;
  /** The same game listed a day apart or with home and away the other way round (Super Bowls, neutral sites). */
  const near = (season: number, date: string, home: string, away: string) =>
    (byPair.get(pair(season, home, away)) ?? []).find((g) => days(g.date, date) <= 1);
  const used = new Set(games.map((g) => g.key));
  const details: { game: Game; r: Record<string, string>; swapped: boolean }[] = [];
  let added = 0;
  let scored = 0;
  readNflverseGames(ctx).forEach((r, i) => {
    const season = int(r.season)!;
    const home = teams.byCode(codes[r.home_team] ?? r.home_team, season);
    const away = teams.byCode(codes[r.away_team] ?? r.away_team, season);
    if (!home || !away || !r.gameday) {
      ctx.report({
        source: NFLVERSE_GAMES.key,
        file: FILE,
        line: i + 2,
        problem: `teams ${r.away_team} at ${r.home_team} not mapped; skipped`,
      });
      return;
    }
    const hs = int(r.home_score);
    const as = int(r.away_score);
    let game = byTeams.get(`${r.gameday}|${home}|${away}`) ?? near(season, r.gameday, home, away);
    const swapped = !!game && game.home !== home;
    if (game && game.date !== r.gameday) {
      ctx.report({
        source: NFLVERSE_GAMES.key,
        file: FILE,
        line: i + 2,
        problem: `${r.away_team} at ${r.home_team}: played ${r.gameday} (nflverse); the other file's ${game.date} corrected`,
      });
      game.date = r.gameday;
    }
    if (game && game.hs === null && hs !== null && as !== null) {
      Object.assign(game, swapped ? { hs: as, as: hs } : { hs, as }, { source: NFLVERSE_GAMES.key });
      scored++;
    }
    if (!game) {
      const playoff = r.game_type !== 'REG';
      const base =
        `nfl-${r.gameday}-${teams.abbrIn(away, season)}-${teams.abbrIn(home, season)}`.toLowerCase();
      let slug = base;
      for (let n = 2; used.has(`${L}:${slug}`); n++) slug = `${base}-g${n}`;
      game = {
        key: `${L}:${slug}`,
        season,
        date: r.gameday,
        home,
        away,
        hs,
        as,
        playoff,
        neutral: r.location === 'Neutral',
        label: r.game_type,
        round: playoff ? (ROUND[r.game_type] ?? 'Playoff') : null,
        week: playoff ? null : r.week,
        stadium: text(r.stadium),
        source: NFLVERSE_GAMES.key,
      };
      used.add(game.key);
      games.push(game);
      byTeams.set(`${r.gameday}|${home}|${away}`, game);
      added++;
    }
    details.push({ game, r, swapped });
  });
  games.sort((a, b) => a.date.localeCompare(b.date) || a.home.localeCompare(b.home));
  ctx.report({
    source: NFLVERSE_GAMES.key,
    file: FILE,
    problem: `${added} games added that the other game files lack (the 2025 season after week 5) and ${scored} scheduled games given their final score`,
  });
  return {
    addDetails(c, venues) {
      // Each stadium id is one building: its venue from any of the names it is listed under.
      const venueOfId = new Map<string, string>();
      for (const { r } of details) {
        const v = venues.key(r.stadium);
        if (v && r.stadium_id && !venueOfId.has(r.stadium_id)) venueOfId.set(r.stadium_id, v);
      }
      for (const { game, r, swapped } of details) {
        const row = c.get('games', game.key);
        if (!row) continue;
        // The stadium as named that day (the other game files write some buildings under a later name).
        // A building not yet open is another one's later name (spreadspoke's University of Phoenix Stadium for the
        // Cardinals at Sun Devil Stadium before 2006): nflverse's stadium instead.
        const open = (v: string | null) =>
          !!v && (Number(c.get('venues', v)?.opened_year) || 0) <= game.season;
        const older = row.venue as string | null;
        const venue =
          (open(older) ? older : null) ?? venueOfId.get(r.stadium_id) ?? venues.key(r.stadium) ?? older;
        Object.assign(row, {
          venue,
          venue_name: venues.nameIn(venue, game.season) ?? text(r.stadium) ?? row.venue_name,
        });
        const [h, a] = swapped ? ['away', 'home'] : ['home', 'away'];
        Object.assign(row, {
          // The file marks overtime 0/1 only: a title game's own note ('2OT') stays.
          overtime: row.overtime ?? (r.overtime === '1' ? 'OT' : null),
          home_coach: text(r[`${h}_coach`]),
          away_coach: text(r[`${a}_coach`]),
          home_qb: text(r[`${h}_qb_name`]),
          away_qb: text(r[`${a}_qb_name`]),
          roof: text(r.roof),
          surface: text(r.surface),
          temperature: int(r.temp),
          wind: int(r.wind),
          referee: text(r.referee),
        });
      }
    },
  };
}
