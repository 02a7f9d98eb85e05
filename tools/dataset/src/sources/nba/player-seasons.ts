// The player-season row: one regular-season line of a player with one team (a traded player has one per team, in
// stint order). Built here only; the totals modules read their sources into it.
import type { BuildContext, Json } from '../../model';
import { personKey, seasonKey, teamKey } from './keys';

export interface PlayerSeasonLine {
  pid: string;
  seasonEnd: number;
  franchise: string;
  stint: number;
  games: number | null;
  started: number | null;
  stats: Record<string, Json>;
  source: string;
}

export function addPlayerSeason(ctx: BuildContext, s: PlayerSeasonLine): void {
  ctx.add('player_seasons', {
    key: `nba:ps:${s.pid}:${s.seasonEnd - 1}:${s.stint}`,
    player: personKey(s.pid),
    season: seasonKey(s.seasonEnd - 1),
    team: teamKey(s.franchise),
    stint: s.stint,
    is_postseason: false,
    games_played: s.games,
    games_started: s.started,
    stats: s.stats,
    source: s.source,
  });
}
