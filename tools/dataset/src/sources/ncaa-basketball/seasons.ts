// The season rows 1938-39..2025-26: dates and game counts from the games, the tournament's field and the champion.
import type { BuildContext } from '../../model';
import { seasonName } from '../../shared/season';
import { L, SR_SEASONS, seasonKey, seasonSlug } from './common';
import type { Game, GameData } from './game-types';

export const FIRST_SEASON = 1938;
// 2025-26: only its national final is in the data (hand, from data/SOURCES.md recent_results), no games.
export const LAST_SEASON = 2025;

export interface SeasonFacts {
  champion: Map<number, string>; // start year → school
  finalDate: Map<number, string>;
}

export function addSeasons(
  ctx: BuildContext,
  data: GameData,
  facts: SeasonFacts,
  teamCount: Map<number, number>,
): void {
  const by = new Map<number, Game[]>();
  for (const g of data.games) {
    if (!by.has(g.startYear)) by.set(g.startYear, []);
    by.get(g.startYear)!.push(g);
  }
  for (let y = FIRST_SEASON; y <= LAST_SEASON; y++) {
    const gs = by.get(y) ?? [];
    const reg = gs
      .filter((g) => g.kind === 'regular')
      .map((g) => g.date)
      .sort();
    const ncaa = gs
      .filter((g) => g.kind === 'ncaa')
      .map((g) => g.date)
      .sort();
    const field = data.tourney.get(y)?.size ?? 0;
    ctx.add('seasons', {
      key: seasonKey(y),
      slug: seasonSlug(y),
      league: L,
      start_year: y,
      end_year: y + 1,
      name: seasonName(L, y, 'College Basketball'),
      regular_season_start: reg[0] ?? null,
      regular_season_end: reg[reg.length - 1] ?? null,
      playoffs_start: ncaa[0] ?? null,
      playoffs_end: facts.finalDate.get(y) ?? ncaa[ncaa.length - 1] ?? null,
      teams_count: teamCount.get(y) ?? null,
      games_count: gs.length || null,
      regular_season_games: reg.length || null,
      playoffs_format:
        y === 2019
          ? 'NCAA tournament cancelled (COVID-19)'
          : field
            ? `${field}-team single-elimination NCAA tournament`
            : 'Single-elimination NCAA tournament',
      champion_team: facts.champion.has(y) ? `${L}:${facts.champion.get(y)}` : null,
      source: SR_SEASONS,
    });
  }
}
