// Regular-season games 1871-2024 from the Retrosheet game logs (one CSV per year); extra innings from length_outs.
import type { BuildContext, Row, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { extraInningsMarker, scheduledInnings } from '@trophy-room/domain';
import { int } from '../../shared/parse';
import { readBigCsv } from './big-csv';
import { type Lahman, type TeamYear, RETRO, seasonKey } from './common';
import { gameLogs, gamesAdded, homeParkOf, lahmanTeams, venueNames } from './products';
import { retrosheetSource } from './sources';
import { parkKeys } from './venues';
import type { GamesSummary, SeasonGames, SpecialGame } from './shapes';

/** Retrosheet protest codes. */
const protestText: Record<string, string> = {
  P: 'protested (protesting team unidentified)',
  V: 'protested by the visitors (disallowed)',
  H: 'protested by the home team (disallowed)',
  X: 'protested by the visitors (upheld)',
  Y: 'protested by the home team (upheld)',
};

const isoDate = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

export function addGames(ctx: BuildContext, lahman: Lahman, parkKeys: Set<string>): GamesSummary {
  const bySeason = new Map<number, SeasonGames>();
  const homeParks = new Map<string, Map<string, number>>();
  const forfeits = new Map<string, string[]>();
  const special = new Map<string, SpecialGame[]>();
  const runs = new Map<string, { scored: number; allowed: number }>();
  const addRuns = (t: TeamYear, scored: number, allowed: number) => {
    const r = runs.get(t.key) ?? { scored: 0, allowed: 0 };
    runs.set(t.key, { scored: r.scored + scored, allowed: r.allowed + allowed });
  };
  const managerRecords = new Map<string, Map<string, { wins: number; losses: number }>>();
  const managerSpans = new Map<string, Map<string, { first: number; last: number }>>();
  const decided = new Map<string, number>();
  const credit = (t: TeamYear, manager: string, won: boolean) => {
    const n = decided.get(t.key) ?? 0;
    decided.set(t.key, n + 1);
    if (!manager) return;
    const spans = managerSpans.get(t.key) ?? new Map<string, { first: number; last: number }>();
    const span = spans.get(manager);
    spans.set(manager, span ? { first: span.first, last: n } : { first: n, last: n });
    managerSpans.set(t.key, spans);
    const m = managerRecords.get(t.key) ?? new Map<string, { wins: number; losses: number }>();
    const r = m.get(manager) ?? { wins: 0, losses: 0 };
    m.set(manager, won ? { ...r, wins: r.wins + 1 } : { ...r, losses: r.losses + 1 });
    managerRecords.set(t.key, m);
  };
  const noteSpecial = (t: TeamYear, g: SpecialGame) => special.set(t.key, [...(special.get(t.key) ?? []), g]);
  const gameRows: Row<'games'>[] = [];
  const keys = new Set<string>();
  const noteForfeit = (t: TeamYear, note: string) => {
    const list = forfeits.get(t.key) ?? [];
    list.push(note);
    forfeits.set(t.key, list);
  };
  for (const year of lahman.years) {
    const file = `retrosheet_gamelogs/gl${year}.csv`;
    let rows: Record<string, string>[];
    try {
      rows = readBigCsv(ctx, file);
    } catch {
      ctx.report({ source: RETRO, file, problem: `no game log for ${year}` });
      continue;
    }
    const season: SeasonGames = { first: '', last: '', count: 0, played: [] };
    bySeason.set(year, season);
    // Sort by date then game number so doubleheaders are in order (file order already is; this makes it explicit).
    const order = rows
      .map((r, i) => i)
      .sort((a, b) => {
        const x = rows[a];
        const y = rows[b];
        return x.date.localeCompare(y.date) || Number(x.game_num) - Number(y.game_num) || a - b;
      });
    for (const i of order) {
      const r = rows[i];
      const line = i + 2;
      const home = lahman.byRetro.get(`${year}:${r.home}`);
      const away = lahman.byRetro.get(`${year}:${r.visitor}`);
      const hs = int(r.home_score);
      const vs = int(r.visitor_score);
      if (
        !home ||
        !away ||
        !/^\d{8}$/.test(r.date) ||
        r.date.slice(0, 4) !== String(year) ||
        hs === null ||
        vs === null
      ) {
        ctx.report({
          source: RETRO,
          file,
          line,
          problem: `unusable game row (date ${r.date}, ${r.visitor} at ${r.home}, score ${r.visitor_score}-${r.home_score}); skipped`,
        });
        continue;
      }
      const date = isoDate(r.date);
      const gn = int(r.game_num) ?? 0;
      const slug = `mlb-${date}-${away.abbr.toLowerCase()}-${home.abbr.toLowerCase()}${gn >= 2 ? `-g${gn}` : ''}`;
      const key = `mlb:${date}:${r.home}:${gn}`;
      if (keys.has(key)) {
        ctx.report({ source: RETRO, file, line, problem: `duplicate game ${key}; skipped` });
        continue;
      }
      const park = r.park_id && parkKeys.has(r.park_id) ? `mlb:${r.park_id}` : null;
      if (r.park_id && !park)
        ctx.report({ source: RETRO, file, line, problem: `unknown park ${r.park_id}; venue left empty` });
      const att = int(r.attendance);
      // Extra innings from the game's outs (length_outs, blank in many logs before 1906): the domain's rule.
      const overtime = extraInningsMarker(int(r.length_outs), scheduledInnings(date, gn >= 1));
      keys.add(key);
      addRuns(home, hs, vs);
      addRuns(away, vs, hs);
      gameRows.push({
        key,
        slug,
        league: 'mlb',
        season: seasonKey(year),
        game_date: date,
        home_team: home.team,
        away_team: away.team,
        home_score: hs,
        away_score: vs,
        status: 'final',
        overtime,
        is_playoff: false,
        venue: park,
        attendance: att,
        source: RETRO,
      });
      season.count++;
      if (!season.first || date < season.first) season.first = date;
      if (date > season.last) season.last = date;
      if (r.park_id) {
        const m = homeParks.get(home.key) ?? new Map<string, number>();
        m.set(r.park_id, (m.get(r.park_id) ?? 0) + 1);
        homeParks.set(home.key, m);
      }
      const protest = protestText[r.protest];
      if (protest) {
        noteForfeit(home, `${slug} ${protest}`);
        noteForfeit(away, `${slug} ${protest}`);
        const homeResult = hs > vs ? 'W' : hs < vs ? 'L' : null;
        const awayResult = hs > vs ? 'L' : hs < vs ? 'W' : null;
        noteSpecial(home, { slug, kind: 'protest', result: homeResult });
        noteSpecial(away, { slug, kind: 'protest', result: awayResult });
      }
      // Forfeits count for the team they were awarded to; 'T' (no decision) games do not count in the standings.
      let homeWin: boolean | null = hs > vs ? true : hs < vs ? false : null;
      if (r.forfeit === 'H' || r.forfeit === 'V') {
        homeWin = r.forfeit === 'H';
        noteForfeit(home, `${slug} ${homeWin ? 'W' : 'L'} (forfeit)`);
        noteForfeit(away, `${slug} ${homeWin ? 'L' : 'W'} (forfeit)`);
        noteSpecial(home, { slug, kind: 'forfeit', result: homeWin ? 'W' : 'L' });
        noteSpecial(away, { slug, kind: 'forfeit', result: homeWin ? 'L' : 'W' });
      } else if (r.forfeit === 'T') {
        noteForfeit(home, `${slug} no decision (forfeit ruled no-decision)`);
        noteForfeit(away, `${slug} no decision (forfeit ruled no-decision)`);
        continue;
      }
      const forfeited = r.forfeit === 'H' || r.forfeit === 'V';
      if (homeWin !== null) {
        credit(home, r.home_manager_id, homeWin);
        credit(away, r.visitor_manager_id, !homeWin);
      }
      season.played.push({
        date,
        home: home.team,
        away: away.team,
        homeScore: forfeited ? (homeWin ? 1 : 0) : hs,
        awayScore: forfeited ? (homeWin ? 0 : 1) : vs,
        regularSeason: true,
      });
    }
  }
  return { rows: gameRows, bySeason, homeParks, forfeits, special, runs, managerRecords, managerSpans };
}

/** The home park of each team-season: the park of most home games (ties: lowest park id). */
export function homeParks(games: GamesSummary): Map<string, string> {
  const homePark = new Map<string, string>();
  for (const [k, m] of games.homeParks) {
    const best = [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (best) homePark.set(k, best[0]);
  }
  return homePark;
}

/** Adds the games, each with its ballpark under the name it bore on that date. */
export function addGameRows(
  ctx: BuildContext,
  games: GamesSummary,
  nameOn: (park: string, year: number) => string | null,
): void {
  for (const g of games.rows) {
    const park = typeof g.venue === 'string' ? g.venue.slice('mlb:'.length) : null;
    ctx.add('games', {
      ...g,
      venue_name: park ? nameOn(park, Number(String(g.game_date).slice(0, 4))) : null,
    });
  }
}

/** Reads the game logs; the rows wait for the ballparks' names (mlbGameRowsStep). */
export const gameLogsStep: SourceModule = {
  name: 'mlb-game-logs',
  leagues: ['mlb'],
  sources: [retrosheetSource],
  needs: [lahmanTeams],
  gives: [gameLogs, homeParkOf],
  build(ctx) {
    const games = addGames(ctx, ctx.need(lahmanTeams), parkKeys(ctx));
    ctx.give(gameLogs, games);
    ctx.give(homeParkOf, homeParks(games));
  },
};

/** The games rows, each with its ballpark's name that day. */
export const gameRowsStep: SourceModule = {
  name: 'mlb-games',
  leagues: ['mlb'],
  needs: [gameLogs, venueNames],
  gives: [table('games'), gamesAdded],
  build: (ctx) => addGameRows(ctx, ctx.need(gameLogs), ctx.need(venueNames).nameOn),
};
