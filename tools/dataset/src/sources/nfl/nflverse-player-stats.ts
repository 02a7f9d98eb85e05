// Source: nflverse player season statistics 2019-2025 (stats_player, regular season, via bradent27-sketch/NFLScholar):
// one row per player and season keyed by GSIS id — offence, defence, kicking and punting, games (no games started, and
// the team is the player's last team that season). Read → season lines: the player by GSIS id (rosters, then the
// draft; a draftee on no roster by his unique name), a player of his own when neither knows him (2025 newcomers); a
// quarterback's starts counted from the starting quarterbacks of the nflverse games. The line's team is the player's
// last team that season (the source has no split by team; the rosters 2002-2024 list each player once, on his last).
import type { BuildContext, Row } from '../../model';
import { int, num, text } from '../../shared/parse';
import { DRAFT_FILE } from './draft-picks';
import { L, nameParts, normName } from './league';
import { readNflverseGames } from './nflverse-games';
import { nonZero, type Line, type Stats } from './stat-line';
import { GSIS_CODES } from './team-codes';
import type { Teams } from './team-types';
import { addPlayer } from './person-rows';

export const NFLVERSE_STATS_FIRST = 2019;
export const NFLVERSE_STATS_LAST = 2025;
export const nflverseStatsFile = (season: number) =>
  `nfl_player_stats_nflverse_2019_2025/stats_player_reg_${season}.csv`;
export const NFLVERSE_STATS: Row<'sources'> = {
  key: 'nfl-player-stats-nflverse',
  name: 'nflverse player season statistics 2019-2025 (stats_player, via bradent27-sketch/NFLScholar)',
  url: 'https://github.com/nflverse/nflverse-data',
  licence: 'No explicit data licence (nflverse data releases); nflverse tooling is MIT',
  attribution: 'Player statistics from nflverse (nflverse-data, stats_player)',
  notes:
    'Regular-season totals per player and season 2019-2025 (passing, rushing, receiving, defence, kicking, punting, games), keyed by GSIS id; team = the last team of the season. Used for 2022-2025, and for 2019-2021 players PFR lacks. Games started: quarterbacks only, counted from the nflverse games.',
};

/** The sum of two counts, null when neither is given. */
const sumOf = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/** A season line's statistics, in the keys the other NFL sources use. */
function stats(r: Record<string, string>) {
  // nflverse splits a tackle its play-by-play credits to one man into "solo" and "with assist" (he made it, a
  // teammate helped); Pro-Football-Reference counts both as solo, which its career totals in the draft file match to
  // the tackle (Devin White 2019-24: 336 + 43 = 379). Assists are the help given on another man's tackle.
  const solo = sumOf(int(r.def_tackles_solo), int(r.def_tackles_with_assist));
  const assisted = int(r.def_tackle_assists);
  return nonZero({
    pass_cmp: int(r.completions),
    pass_att: int(r.attempts),
    pass_yds: int(r.passing_yards),
    pass_td: int(r.passing_tds),
    pass_int: int(r.passing_interceptions),
    rush_att: int(r.carries),
    rush_yds: int(r.rushing_yards),
    rush_td: int(r.rushing_tds),
    rec_tgt: int(r.targets),
    rec: int(r.receptions),
    rec_yds: int(r.receiving_yards),
    rec_td: int(r.receiving_tds),
    fmb: int(r.fumbles_total),
    fl: int(r.fumbles_lost_total),
    // Combined tackles, as PFR counts them: solo + assisted (T.J. Watt 2021: 48 + 16 = 64).
    def_tkl: sumOf(solo, assisted),
    def_solo: solo,
    def_ast: assisted,
    def_sk: num(r.def_sacks),
    def_sfty: int(r.def_safeties),
    def_pd: int(r.def_pass_defended),
    def_int: int(r.def_interceptions),
    def_int_yds: int(r.def_interception_yards),
    fgm: int(r.fg_made),
    fga: int(r.fg_att),
    xpm: int(r.pat_made),
    xpa: int(r.pat_att),
    punt: int(r.pt_att),
    punt_yds: int(r.pt_yards),
  });
}

/** Regular-season starts of each quarterback by season, from the starting quarterbacks of the nflverse games. */
function qbStarts(ctx: BuildContext): Map<string, number> {
  const starts = new Map<string, number>();
  for (const g of readNflverseGames(ctx)) {
    if (g.game_type !== 'REG' || int(g.home_score) === null) continue;
    for (const id of [text(g.home_qb_id), text(g.away_qb_id)])
      if (id) starts.set(`${id}|${g.season}`, (starts.get(`${id}|${g.season}`) ?? 0) + 1);
  }
  return starts;
}

/** A player of his own for an id neither the rosters nor the draft know (players who arrived after the rosters). */
function ownPlayer(ctx: BuildContext, r: Record<string, string>, season: number): string {
  const key = `${L}:~nflverse-${r.player_id}`;
  const name = text(r.player_display_name) ?? text(r.player_name) ?? r.player_id;
  if (!ctx.has('players', key)) {
    const { first, last } = nameParts(name);
    addPlayer(ctx, {
      key,
      person: `${L}:person-~nflverse-${r.player_id}`,
      name,
      first,
      last,
      position: text(r.position),
      firstYear: season,
      lastYear: season,
      isActive: season === NFLVERSE_STATS_LAST,
      source: NFLVERSE_STATS.key,
    });
  }
  return key;
}

/**
 * The season lines of `seasons`, one per player and season. `playerOfGsis`: the rostered players by GSIS id;
 * `held(player, season, stats)`: true for a player-season another source gives (that source's line is kept and may
 * take what it lacks from these stats; this line is not added).
 */
export function readNflverseLines(
  ctx: BuildContext,
  teams: Teams,
  playerOfGsis: Map<string, string>,
  seasons: number[],
  held: (player: string, season: number, stats: Stats) => boolean,
): Line[] {
  const drafted = new Map<string, string>();
  // Draftees on no roster (the 2025 class: the draft file has no GSIS id for it), by name, for a unique name match.
  const unrostered = new Map<string, { key: string; season: number }[]>();
  for (const d of ctx.readCsv(DRAFT_FILE)) {
    const id = text(d.gsis_id);
    const key = `${L}:${text(d.pfr_player_id)}`;
    const pl = ctx.get('players', key);
    if (!pl) continue;
    if (id) drafted.set(id, key);
    else if (pl.first_year == null) {
      const n = normName(d.pfr_player_name ?? '');
      unrostered.set(n, [...(unrostered.get(n) ?? []), { key, season: int(d.season) ?? 0 }]);
    }
  }
  const byDraftName = (name: string, season: number) => {
    const c = (unrostered.get(normName(name)) ?? []).filter(
      (d) => d.season <= season && d.season >= season - 3,
    );
    return c.length === 1 ? c[0].key : undefined;
  };
  const starts = qbStarts(ctx);
  const out: Line[] = [];
  let own = 0;
  for (const season of seasons) {
    ctx.readCsv(nflverseStatsFile(season)).forEach((r, i) => {
      const id = text(r.player_id);
      const team = teams.byCode(GSIS_CODES[r.recent_team] ?? r.recent_team, season);
      if (!id || int(r.season) !== season || !team) {
        ctx.report({
          source: NFLVERSE_STATS.key,
          file: nflverseStatsFile(season),
          line: i + 2,
          problem: !id
            ? `a team's totals row ('${r.player_name}', ${r.recent_team}), not a player; not added`
            : `row of season ${r.season} or unknown team '${r.recent_team}'; not added`,
        });
        return;
      }
      const known =
        playerOfGsis.get(id) ?? drafted.get(id) ?? byDraftName(r.player_display_name ?? '', season);
      if (known && held(known, season, stats(r))) return;
      const player = known ?? ownPlayer(ctx, r, season);
      if (!known) own++;
      out.push({
        player,
        season,
        team,
        games: int(r.games),
        started: text(r.position) === 'QB' ? (starts.get(`${id}|${season}`) ?? 0) : null,
        stats: stats(r),
        source: NFLVERSE_STATS.key,
      });
    });
  }
  ctx.report({
    source: NFLVERSE_STATS.key,
    file: 'nfl_player_stats_nflverse_2019_2025',
    problem: `${out.length} season lines (${seasons[0]}-${seasons[seasons.length - 1]}): ${own} of players neither the rosters nor the draft know by GSIS id (added as players of their own); team = the last team of the season; games started for quarterbacks only (from the games' starting quarterbacks)`,
  });
  return out;
}
