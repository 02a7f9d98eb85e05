// Hockey-Reference skater seasons (nhl_skaters_hockeyref_1918_2020, Latin-1): the regular-season lines of 2018-19 and
// 2019-20, after the Hockey Databank (to 2017-18). One source per player-season: to 2017-18 the databank's rows stand
// (they carry the players' ids, the playoffs and the goalies; this file has none of them), and this file's earlier rows
// are not read. A traded player's 'TOT' row is the sum of his per-team rows, which are kept (one row per team and
// stint, as the databank has them); goals exclude shootout goals (checked upstream against team goals for).
import type { BuildContext, Row } from '../../model';
import { compact } from '../../shared/json';
import { int, num } from '../../shared/parse';
import { readLatin1Csv } from '../../shared/latin1-csv';
import { leagueSeasonLabel } from '../../shared/season';
import type { CareerAdd, PlayerIndex } from './hockeyref-players';
import { addPlayerSeason } from './player-season-row';

export const HREF_SKATERS = 'nhl-hockey-reference-skaters';
const FILE = 'nhl_skaters_hockeyref_1918_2020/skater_basic_stats.csv';

export const hockeyRefSkatersSource: Row<'sources'> = {
  key: HREF_SKATERS,
  name: 'Hockey-Reference skater season totals (via skillalytics/nhl-player-scoring-comparison)',
  url: 'https://github.com/skillalytics/nhl-player-scoring-comparison',
  licence: 'MIT (the repository); Hockey-Reference (Sports-Reference terms) for the underlying data',
  attribution: 'Data from Hockey-Reference.com',
  notes:
    'NHL skater regular-season totals; used for 2018-19 and 2019-20, after the Hockey Databank. No playoffs, no goalies.',
};

/** Adds the skater rows after `lastDb`; returns what each row adds to its player's career sums. */
export function addHockeyRefSkaters(ctx: BuildContext, players: PlayerIndex, lastDb: number): CareerAdd[] {
  const out: CareerAdd[] = [];
  const stint = new Map<string, number>();
  let combined = 0;
  readLatin1Csv(ctx, FILE).forEach((r, i) => {
    const year = Number(r.SEASON) - 1;
    if (!(year > lastDb)) return;
    if (r.TM === 'TOT') return void combined++;
    const team = players.team(year, r.TM);
    const who = team ? players.find(year, team, r.PLAYER_NAME) : null;
    if (!team || !who) {
      ctx.report({
        source: HREF_SKATERS,
        file: FILE,
        line: i + 2,
        problem: `${r.PLAYER_NAME} (${r.TM} ${r.SEASON}): no single player of that team's roster that season has this name; row not added`,
      });
      return;
    }
    if (who.by === 'last name')
      ctx.report({
        source: HREF_SKATERS,
        file: FILE,
        line: i + 2,
        problem: `${r.PLAYER_NAME} matched by last name to ${who.player}, the one player of that name on the team's roster that season (first names differ)`,
      });
    const n = (stint.get(`${who.player}|${year}`) ?? 0) + 1;
    stint.set(`${who.player}|${year}`, n);
    const stats = compact({
      pos: r.POS || null,
      g: int(r.G),
      a: int(r.A),
      pts: int(r.PTS),
      pim: int(r.PIM),
      pm: int(r.PLUS_MINUS),
      ppg: int(r.PP_G),
      ppa: int(r.PP_A),
      shg: int(r.SH_G),
      sha: int(r.SH_A),
      gwg: int(r.GWG),
      sog: int(r.S),
      toi: int(r.TOI),
      blk: int(r.BLK),
      hit: int(r.HIT),
      fow: int(r.FOW),
      fol: int(r.FOL),
      ps: num(r.PS),
    });
    addPlayerSeason(ctx, {
      player: who.player,
      year,
      team,
      stint: n,
      postseason: false,
      games: int(r.GP),
      stats,
      source: HREF_SKATERS,
    });
    out.push({
      player: who.player,
      add: { gp: int(r.GP), g: int(r.G), a: int(r.A), pts: int(r.PTS), pim: int(r.PIM) },
    });
  });
  ctx.report({
    source: HREF_SKATERS,
    file: FILE,
    problem: `${combined} combined 'TOT' rows of traded players after ${leagueSeasonLabel('nhl', lastDb)} not added: their per-team rows are`,
  });
  return out;
}
