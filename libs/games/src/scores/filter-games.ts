// The scores screens' browser-side filters (a case-insensitive substring search) and their counters.
import type { Game } from '@trophy-room/contract';
import { ALL } from '@trophy-room/routes';
import { teamMatches } from '../shared/team-search';

export interface GameFilters {
  /** Team search: city, name or abbreviation of either side. */
  q: string;
  /** Sport slug, or all. */
  sport: string;
  /** League slug, or all. */
  league: string;
  status: string;
}

export function filterGames(games: Game[], f: GameFilters): Game[] {
  return games.filter(
    (g) =>
      (f.sport === ALL || g.sport.slug === f.sport) &&
      (f.league === ALL || g.league.slug === f.league) &&
      (f.status === ALL || g.status === f.status) &&
      (teamMatches(g.home_team, f.q) || teamMatches(g.away_team, f.q)),
  );
}

/** The four counters above the scores: live games, final scores, upcoming, sports. */
export function gameCounts(games: Game[]) {
  return {
    live: games.filter((g) => g.status === 'live').length,
    final: games.filter((g) => g.status === 'final').length,
    upcoming: games.filter((g) => g.status === 'scheduled').length,
    sports: new Set(games.map((g) => g.sport.slug)).size,
  };
}

/** Games by day, days in the order given (the API answers newest first). */
export function byDay(games: Game[]): [string, Game[]][] {
  const days = new Map<string, Game[]>();
  for (const g of games) days.set(g.game_date, [...(days.get(g.game_date) ?? []), g]);
  return [...days];
}
