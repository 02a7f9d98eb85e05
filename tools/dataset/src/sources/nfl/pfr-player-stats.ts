// Source: Pro-Football-Reference's season tables 1970-2021 (via fantasydatapros / bendominguez0111): the offence of
// every player in PFR's fantasy tables (passing, rushing, receiving, fumbles, games and starts), one line per player
// and season (a traded player's line is combined, team '2TM'). Read → season lines joined to rostered players.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import type { Line } from './stat-line';
import { nonZero } from './stat-line';
import type { RosterIndex } from './roster-index';
import type { Teams } from './team-types';

export const PFR_STATS: Row<'sources'> = {
  key: 'nfl-player-stats-pfr',
  name: 'Pro-Football-Reference season tables 1970-2021 (via fantasydatapros / bendominguez0111)',
  url: 'https://github.com/bendominguez0111/fantasy-csv-data',
  licence: 'No licence file; data from Pro-Football-Reference (Sports-Reference terms apply)',
  attribution: 'Statistics from Pro-Football-Reference.com',
  notes:
    'Offensive season statistics of the players in PFR fantasy tables, 1970-2021 (passing, rushing, receiving, fumbles, games, starts). Players traded in a season have one combined line.',
};
const PFR_FIRST = 1970;
const PFR_LAST = 2021;
export const pfrFile = (season: number) => `nfl_player_stats_pfr_1970_2021/${season}.csv`;

/** Positions that one player may be listed at from season to season. */
const GROUPS = [
  ['QB'],
  ['RB', 'FB', 'HB', 'WR', 'TE'],
  ['K', 'P'],
  ['OL', 'T', 'G', 'C', 'OT', 'OG', 'LS'],
  ['DB', 'CB', 'S', 'FS', 'SS', 'SAF', 'LB', 'OLB', 'ILB', 'MLB', 'DL', 'DE', 'DT', 'NT'],
];
const groupOf = (pos: unknown) => GROUPS.findIndex((g) => g.includes(String(pos ?? '').toUpperCase()));

/** Whether a row's position and a player's fit (either unknown fits). */
function samePlace(rowPos: unknown, playerPos: unknown): boolean {
  const [a, b] = [groupOf(rowPos), groupOf(playerPos)];
  return a < 0 || b < 0 || a === b;
}

/** One line per rostered player and season (a second row finding the same player is reported, not added). */
export function readPfrLines(ctx: BuildContext, teams: Teams, index: RosterIndex): Map<string, Line> {
  const pfrSeason = new Map<string, Line>();
  for (const l of pfrLines(ctx, teams, index)) {
    const k = `${l.player}|${l.season}`;
    // Two rows of one season found the same player (a namesake the roster file misses): the first stays.
    if (pfrSeason.has(k)) {
      ctx.report({
        source: PFR_STATS.key,
        file: pfrFile(l.season),
        problem: `two rows found ${l.player} in ${l.season}; the second is not added`,
      });
      continue;
    }
    pfrSeason.set(k, l);
  }
  return pfrSeason;
}

function pfrLines(ctx: BuildContext, teams: Teams, index: RosterIndex): Line[] {
  const { find } = index;
  const out: Line[] = [];
  for (let season = PFR_FIRST; season <= PFR_LAST; season++) {
    let unmatched = 0;
    for (const r of ctx.readCsv(pfrFile(season))) {
      const name = (r.Player ?? '').replace(/[*+]+$/, '').trim();
      const multi = /^\dTM$/.test(r.Tm ?? '');
      const team = multi ? null : teams.byCode(r.Tm, season);
      // Some roster files miss players (2012 and 2014 lack about 100 of PFR's): then the season either side.
      const near = (y: number) => find(name, y, team) ?? (team ? null : find(name, y, null));
      const found = near(season) ?? near(season - 1) ?? near(season + 1) ?? index.within(name, season);
      // A traded player's combined row names no team to tell namesakes apart: his position must fit (the kicker Gary
      // Anderson is not the running back Gary Anderson of 1993's two teams).
      const player =
        found && multi && !samePlace(r.Pos, ctx.get('players', found)?.primary_position) ? null : found;
      if (!name || !player || (!multi && !team)) {
        unmatched++;
        continue;
      }
      out.push({
        player,
        season,
        team,
        games: int(r.G),
        started: int(r.GS),
        stats: nonZero({
          pass_cmp: int(r.Cmp),
          pass_att: int(r.PassingAtt),
          pass_yds: int(r.PassingYds),
          pass_td: int(r.PassingTD),
          pass_int: int(r.Int),
          rush_att: int(r.RushingAtt),
          rush_yds: int(r.RushingYds),
          rush_td: int(r.RushingTD),
          rec_tgt: int(r.Tgt),
          rec: int(r.Rec),
          rec_yds: int(r.ReceivingYds),
          rec_td: int(r.ReceivingTD),
          fmb: int(r.Fumbles),
          fl: int(r.FumblesLost),
        }),
        source: PFR_STATS.key,
      });
    }
    if (unmatched)
      ctx.report({
        source: PFR_STATS.key,
        file: pfrFile(season),
        problem: `${unmatched} rows not joined to one rostered player by name, season and team; not added`,
      });
  }
  return out;
}
