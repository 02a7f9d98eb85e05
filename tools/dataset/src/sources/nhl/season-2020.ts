// 2020-21: the game file has scores for only part of the season, so its standings are not derived: membership
// and alignment from the game file, each team's playoff result from hand/nhl/playoffs_2020_21.csv (the record
// itself from Hockey-Reference's standings, hockeyref-standings.ts).
import type { BuildContext } from '../../model';
import { HAND, HSA, readHand } from './common';
import type { Franchises } from './franchises';
import type { TeamSeasonRecord } from './team-seasons';

export function season2020(ctx: BuildContext, fr: Franchises): TeamSeasonRecord[] {
  const po = new Map(readHand(ctx, 'playoffs_2020_21.csv').map((h) => [h.team, h.playoff_result]));
  const out: TeamSeasonRecord[] = [];
  for (const [team, m] of [...fr.seasons].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!m.get(2020)) continue;
    out.push({
      team,
      year: 2020,
      playoffResult: po.get(team) ?? null,
      derived: false,
      source: po.has(team) ? HAND : HSA,
    });
  }
  ctx.report({
    source: HSA,
    file: 'nhl_games_2018_2021/nhl_games.csv',
    problem:
      "2020-21 standings not derived from games: scores exist for only 376 of 868 games; the record comes from Hockey-Reference's standings, playoff results from hand/nhl/playoffs_2020_21.csv",
  });
  return out;
}
