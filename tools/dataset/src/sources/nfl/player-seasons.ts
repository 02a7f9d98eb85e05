// Player seasons: the one builder of the NFL's player-season rows. Each player-season comes from one source:
// - 1970-2021, Pro-Football-Reference where it has the player (offence, games and starts for every position), taking
//   from NFL.com what PFR's table lacks (defence; completions after 1991); NFL.com alone for the seasons PFR lacks
//   (before 1970, and players outside PFR's table) up to 2016;
// - 2019-2021, nflverse for the players PFR's table lacks (defenders, kickers, punters): PFR keeps the seasons it has,
//   for its games started at every position (nflverse gives starts for quarterbacks only) and so a player's table
//   reads one way from 1970 to 2021, taking from nflverse the figures PFR's table lacks (completions, defence);
// - 2022-2025, nflverse (the only source).
import type { BuildContext, Json } from '../../model';
import { L } from './league';
import { claimAll } from '../../pipeline/claims';
import { playerSeasonGames } from './figures';
import { NFLCOM_STATS, readNflcomLines } from './nflcom-player-stats';
import { NFLVERSE_STATS_FIRST, NFLVERSE_STATS_LAST, readNflverseLines } from './nflverse-player-stats';
import { PFR_STATS, readPfrLines } from './pfr-player-stats';
import { rosterIndex } from './roster-index';
import type { Line, Stats } from './stat-line';
import type { Teams } from './team-types';

/** What a PFR season line takes from NFL.com: the defence, and completions after 1991 (PFR's table lacks them). */
export const fromNflcom = (k: string, season: number) =>
  k.startsWith('def_') || (k === 'pass_cmp' && season > 1991);

/** Each player-season's games as PFR's season table and NFL.com (over his teams) give them. */
function claimSeasonGames(ctx: BuildContext, pfr: Map<string, Line>, nflcom: Map<string, number>) {
  for (const [k, games] of [...nflcom].sort((a, b) => a[0].localeCompare(b[0]))) {
    const p = pfr.get(k)!;
    if (p.games === null) continue;
    const person = ctx.get('people', String(ctx.get('players', p.player)?.person));
    claimAll(
      ctx,
      playerSeasonGames,
      { league: L, key: k, label: `${String(person?.full_name ?? p.player)}, ${p.season}` },
      [
        { source: PFR_STATS.key, value: p.games },
        { source: NFLCOM_STATS.key, value: games },
      ],
    );
  }
}

export function addPlayerSeasons(ctx: BuildContext, teams: Teams, playerOfGsis: Map<string, string>): void {
  const index = rosterIndex(ctx);
  const pfrSeason = readPfrLines(ctx, teams, index);
  const lines = [...pfrSeason.values()];
  const nflcomLines = readNflcomLines(ctx, teams, index);

  // PFR's season line takes what PFR's table lacks from NFL.com (summed over a traded player's teams). NFL.com alone
  // gives the seasons PFR lacks.
  const nflcomGames = new Map<string, number>();
  for (const l of nflcomLines) {
    const season = `${l.player}|${l.season}`;
    const p = pfrSeason.get(season);
    if (!p) {
      lines.push(l);
      continue;
    }
    for (const [k, v] of Object.entries(l.stats))
      if (fromNflcom(k, l.season)) p.stats[k] = (p.stats[k] ?? 0) + v;
    if (l.games !== null) nflcomGames.set(season, (nflcomGames.get(season) ?? 0) + l.games);
  }
  claimSeasonGames(ctx, pfrSeason, nflcomGames);
  const seasons = Array.from(
    { length: NFLVERSE_STATS_LAST - NFLVERSE_STATS_FIRST + 1 },
    (_, i) => NFLVERSE_STATS_FIRST + i,
  );
  const held = new Map(lines.map((l) => [`${l.player}|${l.season}`, l]));
  const takeLacking = (player: string, season: number, stats: Stats) => {
    const line = held.get(`${player}|${season}`);
    if (!line) return false;
    for (const [k, v] of Object.entries(stats)) if (!(k in line.stats)) line.stats[k] = v;
    return true;
  };
  for (const l of readNflverseLines(ctx, teams, playerOfGsis, seasons, takeLacking)) {
    lines.push(l);
    const pl = ctx.get('players', l.player)!;
    Object.assign(pl, {
      first_year: pl.first_year == null ? l.season : Math.min(Number(pl.first_year), l.season),
      last_year: pl.last_year == null ? l.season : Math.max(Number(pl.last_year), l.season),
      is_active: l.season === NFLVERSE_STATS_LAST ? true : pl.is_active,
    });
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
