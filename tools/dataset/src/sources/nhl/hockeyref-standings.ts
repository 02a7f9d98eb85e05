// Hockey-Reference league standings (nhl_goalies_standings_hockeyref_1918_2022/league_standings.csv) after the
// databank: the record of the season the games cannot give — 2019-20, whose game file cannot tell shootout losses
// from regulation losses — and a check of the seasons derived from complete game files (2018-19, 2020-21, 2021-22),
// where a disagreement is reported and the games' record kept.
// GF and GA include the shootout-deciding goals, as the NHL counts them.
import { pointsPercentage } from '@trophy-room/domain';
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { claimAll } from '../../pipeline/claims';
import { leagueSeasonLabel } from '../../shared/season';
import { recordValue, teamSeasonRecord } from './figures';
import type { Franchises } from './franchises';
import { HREF_GOALIES as HREF_STANDINGS } from './hockeyref-goalies';
import { hrefTeam } from './hockeyref-players';
import { teamSeasonKey, type TeamSeasonRecord } from './team-seasons';
import { seasonWinPercentage } from '../../shared/win-percentage';

const FILE = 'nhl_goalies_standings_hockeyref_1918_2022/league_standings.csv';

export function applyHockeyRefStandings(
  ctx: BuildContext,
  fr: Franchises,
  standings: TeamSeasonRecord[],
  lastDb: number,
) {
  const teamOf = hrefTeam(fr);
  const byKey = new Map(standings.map((s) => [`${s.year}:${s.team}`, s]));
  ctx.readCsv(FILE).forEach((r, i) => {
    const year = Number(r.Season) - 1;
    if (!(year > lastDb)) return;
    const team = teamOf(year, r.Team_ID);
    const s = team ? byKey.get(`${year}:${team}`) : undefined;
    if (!team || !s) {
      ctx.report({
        source: HREF_STANDINGS,
        file: FILE,
        line: i + 2,
        problem: `${r.Team_Name} ${leagueSeasonLabel('nhl', year)} matches no team-season; row not used`,
      });
      return;
    }
    const [gp, w, l, otl, pts] = [int(r.GP), int(r.W), int(r.L), int(r.OL), int(r.PTS)];
    if (w !== null && l !== null)
      claimAll(
        ctx,
        teamSeasonRecord,
        {
          league: 'nhl',
          key: teamSeasonKey(year, team),
          label: `${r.Team_Name}, ${leagueSeasonLabel('nhl', year)}`,
        },
        [{ source: HREF_STANDINGS, value: recordValue(w, l, int(r.T) ?? 0, otl ?? 0, pts) }],
      );
    if (typeof s.losses === 'number') {
      if (s.gamesPlayed !== gp || s.wins !== w || s.losses !== l || s.otLosses !== otl || s.points !== pts)
        ctx.report({
          source: HREF_STANDINGS,
          file: FILE,
          line: i + 2,
          problem: `${leagueSeasonLabel('nhl', year)} ${team}: ${w}-${l}-${otl} (${pts} pts) here, ${s.wins}-${s.losses}-${s.otLosses} (${s.points}) from the games; games kept`,
        });
      return;
    }
    if (s.wins !== undefined && (s.wins !== w || s.gamesPlayed !== gp)) {
      ctx.report({
        source: HREF_STANDINGS,
        file: FILE,
        line: i + 2,
        problem: `${leagueSeasonLabel('nhl', year)} ${team}: ${w} wins in ${gp} games here, ${s.wins} in ${s.gamesPlayed} from the games; row not used`,
      });
      return;
    }
    Object.assign(s, {
      gamesPlayed: gp,
      wins: w,
      losses: l,
      otLosses: otl,
      points: pts,
      winPct:
        w !== null && l !== null
          ? seasonWinPercentage('nhl', year, { wins: w, losses: l, ot_losses: otl })
          : null,
      goalsFor: int(r.GF),
      goalsAgainst: int(r.GA),
      stats: { ptsPct: pointsPercentage(pts, gp), rw: int(r.RW), row: int(r.ROW) },
      derived: false,
      source: HREF_STANDINGS,
    } satisfies Partial<TeamSeasonRecord>);
  });
}
