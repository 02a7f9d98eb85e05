// Hockey-Reference goalie seasons (nhl_goalies_standings_hockeyref_1918_2022/goalie_stats.csv, Latin-1): regular
// season and playoffs of 2018-19 to 2021-22, after the Hockey Databank (to 2017-18, whose rows stand: one source per
// player-season). The goalie's Hockey-Reference id joins the databank's hrefID; a traded goalie's combined row
// (Seas_Sum_Flag) is left out, his per-team rows kept.
import type { BuildContext, Row } from '../../model';
import { compact } from '../../shared/json';
import { int } from '../../shared/parse';
import { readLatin1Csv } from '../../shared/latin1-csv';
import { leagueSeasonLabel } from '../../shared/season';
import type { CareerAdd, PlayerIndex } from './hockeyref-players';
import { addPlayerSeason } from './player-season-row';

export const HREF_GOALIES = 'nhl-hockey-reference-goalies';
const FILE = 'nhl_goalies_standings_hockeyref_1918_2022/goalie_stats.csv';

export const hockeyRefGoaliesSource: Row<'sources'> = {
  key: HREF_GOALIES,
  name: 'Hockey-Reference goalie seasons and league standings (via mwcm/nhldata)',
  url: 'https://github.com/mwcm/nhldata',
  licence: 'No licence file; Hockey-Reference (Sports-Reference terms)',
  attribution: 'Data from Hockey-Reference.com',
  notes:
    'NHL goalie regular-season and playoff lines and team standings; used for 2018-19 to 2021-22, after the Hockey Databank.',
};

export function addHockeyRefGoalies(ctx: BuildContext, players: PlayerIndex, lastDb: number): CareerAdd[] {
  const out: CareerAdd[] = [];
  const stint = new Map<string, number>();
  let combined = 0;
  readLatin1Csv(ctx, FILE).forEach((r, i) => {
    const year = Number(r.Season) - 1;
    if (!(year > lastDb)) return;
    if (r.Seas_Sum_Flag === 'TRUE') return void combined++;
    const post = r.Game_Type === 'POST';
    const team = players.team(year, r.Team_ID);
    const who = team ? players.find(year, team, r.Player_Name, r.Player_ID) : null;
    if (!team || !who) {
      ctx.report({
        source: HREF_GOALIES,
        file: FILE,
        line: i + 2,
        problem: `${r.Player_Name} (${r.Player_ID}, ${r.Team_ID} ${r.Season} ${r.Game_Type}): no databank id and no single roster player of that name; row not added`,
      });
      return;
    }
    const sk = `${who.player}|${year}|${post ? team : ''}`;
    if (who.by === 'last name')
      ctx.report({
        source: HREF_GOALIES,
        file: FILE,
        line: i + 2,
        problem: `${r.Player_Name} matched by last name to ${who.player}, the one player of that name on the team's roster that season (first names differ)`,
      });
    const n = post ? (stint.get(`${who.player}|${year}|team:${team}`) ?? 1) : (stint.get(sk) ?? 0) + 1;
    if (!post) {
      stint.set(sk, n);
      stint.set(`${who.player}|${year}|team:${team}`, n);
    }
    const gp = int(r.GP);
    addPlayerSeason(ctx, {
      player: who.player,
      year,
      team,
      stint: n,
      postseason: post,
      games: gp,
      stats: compact({
        pos: 'G',
        g: int(r.G),
        a: int(r.A),
        pts: int(r.PTS),
        pim: int(r.PIM),
        ggp: gp,
        gs: int(r.GS),
        min: int(r.MIN),
        w: int(r.W),
        l: int(r.L),
        [post ? 't' : 'tol']: post ? null : int(r.TOSL),
        sho: int(r.SO),
        ga: int(r.GA),
        sa: int(r.SA),
      }),
      source: HREF_GOALIES,
    });
    out.push({
      player: who.player,
      add: post
        ? { pgp: gp, pg: int(r.G), pa: int(r.A), ppts: int(r.PTS) }
        : {
            gp,
            g: int(r.G),
            a: int(r.A),
            pts: int(r.PTS),
            pim: int(r.PIM),
            ggp: gp,
            w: int(r.W),
            l: int(r.L),
            tol: int(r.TOSL),
            sho: int(r.SO),
            ga: int(r.GA),
            min: int(r.MIN),
          },
    });
  });
  ctx.report({
    source: HREF_GOALIES,
    file: FILE,
    problem: `${combined} combined rows of traded goalies after ${leagueSeasonLabel('nhl', lastDb)} not added: their per-team rows are`,
  });
  return out;
}
