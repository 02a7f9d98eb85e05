// Playoff result, position and champion flag of the seasons after the databank, from the games and the Finals.
import type { NhlGame } from './games';
import { playoffOutcomes } from './playoff-rounds';
import type { TeamSeasonRecord } from './team-seasons';

export function markPlayoffs(
  records: TeamSeasonRecord[],
  games: NhlGame[],
  champion: Map<number, string>,
  lastDb: number,
) {
  for (const year of [...new Set(records.map((s) => s.year))].filter((y) => y > lastDb)) {
    const outcomes = year === 2020 ? null : playoffOutcomes(games, year, champion.get(year) ?? null);
    for (const s of records.filter((x) => x.year === year)) {
      const res = outcomes ? (outcomes.get(s.team) ?? null) : (s.playoffResult ?? null);
      s.playoffResult = res;
      s.isChampion = champion.get(year) === s.team;
      s.playoffPosition = s.isChampion ? 'champion' : res ? 'playoffs' : 'eliminated';
    }
  }
}
