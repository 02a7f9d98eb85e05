// Player seasons: the one builder of the NFL's player-season rows. Each player-season comes from one source:
// Pro-Football-Reference 1970-2021 where it has the player (offence, games and starts), taking from NFL.com what
// PFR's table lacks (defence; completions after 1991); NFL.com alone for the seasons PFR lacks (before 1970, and
// players outside PFR's table).
import type { BuildContext, Json } from '../../model';
import { compact } from '../../shared/json';
import { L } from './league';
import { readNflcomLines } from './nflcom-player-stats';
import { readPfrLines } from './pfr-player-stats';
import { rosterIndex } from './roster-index';
import type { Teams } from './teams';

export type Stats = Record<string, number>;
/** NFL exports write 0 for "did not record": zeros are left out with the missing cells. */
export const nonZero = (o: Record<string, number | null>): Stats => compact(o, { dropZeros: true }) ?? {};

export interface Line {
  player: string;
  season: number;
  team: string | null;
  games: number | null;
  started: number | null;
  stats: Stats;
  source: string;
}

export function addPlayerSeasons(ctx: BuildContext, teams: Teams): void {
  const index = rosterIndex(ctx);
  const pfrSeason = readPfrLines(ctx, teams, index);
  const lines = [...pfrSeason.values()];
  const nflcomLines = readNflcomLines(ctx, teams, index);

  // PFR's season line takes what PFR's table lacks from NFL.com (summed over a traded player's teams): the
  // defence, and completions after 1991. NFL.com alone gives the seasons PFR lacks.
  const fills = (k: string, season: number) => k.startsWith('def_') || (k === 'pass_cmp' && season > 1991);
  for (const l of nflcomLines) {
    const p = pfrSeason.get(`${l.player}|${l.season}`);
    if (!p) {
      lines.push(l);
      continue;
    }
    for (const [k, v] of Object.entries(l.stats)) if (fills(k, l.season)) p.stats[k] = (p.stats[k] ?? 0) + v;
  }
  const stint = new Map<string, number>();
  for (const l of lines.sort(
    (a, b) =>
      a.player.localeCompare(b.player) || a.season - b.season || String(a.team).localeCompare(String(b.team)),
  )) {
    const s = `${l.player}|${l.season}`;
    const n = (stint.get(s) ?? 0) + 1;
    stint.set(s, n);
    ctx.add('player_seasons', {
      key: `${l.player}:ps:${l.season}:${n}`,
      player: l.player,
      season: `${L}:${l.season}`,
      team: l.team,
      stint: n,
      is_postseason: false,
      games_played: l.games,
      games_started: l.started,
      stats: Object.keys(l.stats).length ? (l.stats as Json) : null,
      source: l.source,
    });
  }
}
