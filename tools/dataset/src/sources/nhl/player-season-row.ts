// The one builder of the NHL player_seasons row: one line of a player with one team in a season, regular season or
// playoffs. The Hockey Databank and the Hockey-Reference skater and goalie files each give a PlayerSeasonLine; the
// row and its key (`nhl:ps:<player id>:<season start year>:<stint>[:post]`) are made here, once.
import type { BuildContext, Json } from '../../model';
import { seasonKey } from '../../shared/season';

export interface PlayerSeasonLine {
  /** The players key, `nhl:<player id>`. */
  player: string;
  /** Season start year. */
  year: number;
  team: string;
  stint: number;
  postseason: boolean;
  games: number | null;
  stats: Json;
  source: string;
}

export function addPlayerSeason(ctx: BuildContext, l: PlayerSeasonLine): void {
  ctx.add('player_seasons', {
    key: `nhl:ps:${l.player.slice(4)}:${l.year}:${l.stint}${l.postseason ? ':post' : ''}`,
    player: l.player,
    season: seasonKey('nhl', l.year),
    team: l.team,
    stint: l.stint,
    is_postseason: l.postseason,
    games_played: l.games,
    stats: l.stats,
    source: l.source,
  });
}
