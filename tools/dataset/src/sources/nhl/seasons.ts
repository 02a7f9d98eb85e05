// The one builder of the NHL seasons rows: dates from the games, team count and length from the standings, the
// champion from the Finals.
import type { BuildContext } from '../../model';
import { seasonKey, seasonName, seasonSlug } from '../../shared/season';
import { DB } from './common';
import { gameSource } from './derived-standings';
import type { NhlGame } from './game-types';
import type { FinalResult } from './stanley-cup';
import type { TeamSeasonRecord } from './team-seasons';

export function addSeasons(
  ctx: BuildContext,
  standings: TeamSeasonRecord[],
  games: NhlGame[],
  finals: FinalResult[],
  lastDb: number,
) {
  const champion = new Map(finals.filter((f) => f.winner).map((f) => [f.year, f.winner!]));
  const years = [...new Set(standings.map((s) => s.year))].sort((a, b) => a - b);
  for (const y of years) {
    const ts = standings.filter((s) => s.year === y);
    const sg = games.filter((g) => g.season === y);
    const reg = sg
      .filter((g) => !g.playoff)
      .map((g) => g.date)
      .sort();
    const po = sg
      .filter((g) => g.playoff)
      .map((g) => g.date)
      .sort();
    ctx.add('seasons', {
      key: seasonKey('nhl', y),
      slug: seasonSlug('nhl', y),
      league: 'nhl',
      start_year: y,
      end_year: y + 1,
      name: seasonName('nhl', y, 'NHL'),
      regular_season_start: reg[0] ?? null,
      regular_season_end: reg[reg.length - 1] ?? null,
      playoffs_start: po[0] ?? null,
      playoffs_end: finals.find((f) => f.year === y && f.gameDate)?.gameDate ?? po[po.length - 1] ?? null,
      teams_count: ts.length,
      games_count: sg.length || null,
      regular_season_games: Math.max(...ts.map((s) => s.gamesPlayed ?? 0)) || null,
      playoffs_format: null,
      champion_team: champion.get(y) ?? null,
      source: y <= lastDb ? DB : gameSource(y),
    });
  }
}
