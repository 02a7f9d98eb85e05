// Playoff result, position and champion flag of the seasons after the databank, from the games and the Finals; the
// 2020-21 results written by hand before the games were in the data (hand/nhl/playoffs_2020_21.csv) are claimed
// against those the games give.
import type { BuildContext } from '../../model';
import type { Figure } from '../../pipeline/claims';
import { leagueSeasonLabel } from '../../shared/season';
import { HAND, readHand } from './common';
import { gameSource } from './derived-standings';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import { playoffOutcomes } from './playoff-rounds';
import { teamSeasonKey, type TeamSeasonRecord } from './team-seasons';

export function markPlayoffs(
  records: TeamSeasonRecord[],
  games: NhlGame[],
  champion: Map<number, string>,
  lastDb: number,
) {
  for (const year of [...new Set(records.map((s) => s.year))].filter((y) => y > lastDb)) {
    const outcomes = playoffOutcomes(games, year, champion.get(year) ?? null);
    for (const s of records.filter((x) => x.year === year)) {
      const res = outcomes.get(s.team) ?? null;
      s.playoffResult = res;
      s.isChampion = champion.get(year) === s.team;
      s.playoffPosition = s.isChampion ? 'champion' : res ? 'playoffs' : 'eliminated';
    }
  }
}

export const playoffResult: Figure = {
  id: 'nhl.team_season.playoff_result',
  name: "NHL team-season: the round a team's playoffs ended in, games vs hand",
  precedence: [gameSource(2020), HAND],
  rule: "The games give each team's last series; the hand file was written from Hockey-Reference's playoff page.",
};

/** Claims hand/nhl/playoffs_2020_21.csv's result of each team against the result from the games. */
export function claimHandPlayoffResults(ctx: BuildContext, fr: Franchises, records: TeamSeasonRecord[]) {
  const byTeam = new Map(records.filter((s) => s.year === 2020).map((s) => [s.team, s]));
  for (const h of readHand(ctx, 'playoffs_2020_21.csv')) {
    const s = byTeam.get(h.team);
    const subject = {
      figure: playoffResult,
      league: 'nhl' as const,
      subject: teamSeasonKey(2020, h.team),
      label: `${fr.seasons.get(h.team)?.get(2020)?.name ?? h.team}, ${leagueSeasonLabel('nhl', 2020)}`,
    };
    ctx.claim({ ...subject, source: HAND, value: h.playoff_result });
    ctx.claim({ ...subject, source: gameSource(2020), value: s?.playoffResult ?? 'no playoff games' });
  }
}
