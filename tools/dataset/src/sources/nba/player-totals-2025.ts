// NBA player season totals 2021-22..2024-25 (nba_player_totals_bbref_2020_2025, Basketball-Reference 'Totals'
// tables), after the 2021 snapshot the people module reads. The files carry no player ids: a row is the player
// Basketball-Reference's season list (player_season_info) names with that name in that season. A traded player's
// combined '2TM' row is left out, as in the snapshot: his per-team rows are kept. The 2019-20 and 2020-21 rows,
// which the snapshot already has, are only compared with it.
import type { BuildContext, Json } from '../../model';
import { int, num, text } from '../../shared/parse';
import { BBREF, nameKey, personKey, seasonKey, teamKey } from './keys';
import { addPlayerSeason } from './player-seasons';
import { SRC } from './sources';
import type { TeamsResult } from './teams';

const NBA_TOTALS = SRC.totals2025;
const FILES: [file: string, season: number | null][] = [
  ['nba_player_totals_bbref_2020_2025/nba_totals_2020_2024.csv', null],
  ['nba_player_totals_bbref_2020_2025/NBA_2025_totals.csv', 2025],
];
/** The last season end year the 2021 snapshot covers. */
const SNAPSHOT_LAST = 2021;

const COLS: [string, string][] = [
  ['MP', 'mp'],
  ['FG', 'fg'],
  ['FGA', 'fga'],
  ['3P', '3p'],
  ['3PA', '3pa'],
  ['2P', '2p'],
  ['2PA', '2pa'],
  ['FT', 'ft'],
  ['FTA', 'fta'],
  ['ORB', 'orb'],
  ['DRB', 'drb'],
  ['TRB', 'trb'],
  ['AST', 'ast'],
  ['STL', 'stl'],
  ['BLK', 'blk'],
  ['TOV', 'tov'],
  ['PF', 'pf'],
  ['PTS', 'pts'],
];

export function addTotals2025(ctx: BuildContext, t: TeamsResult): void {
  addBbrefTotals(ctx, t, FILES, NBA_TOTALS);
}

/**
 * Adds the player seasons of Basketball-Reference 'Totals' tables (`files`: path and season end year, or null when
 * the file has a Season column) under `source`.
 */
export function addBbrefTotals(
  ctx: BuildContext,
  t: TeamsResult,
  files: [file: string, season: number | null][],
  source: string,
): void {
  // Basketball-Reference ids by name and season end year.
  const ids = new Map<string, Set<string>>();
  // Both the name and the name without a generational suffix ("Jeff Dowtin Jr." is "Jeff Dowtin" there).
  const bare = (s: string) => nameKey(s.replace(/\s+(Jr\.?|Sr\.?|II|III|IV)$/i, ''));
  for (const r of ctx.readCsv('nba_bbref/player_season_info.csv'))
    for (const k of new Set([`${nameKey(r.player)}|${r.season}`, `~${bare(r.player)}|${r.season}`]))
      ids.set(k, (ids.get(k) ?? new Set()).add(r.player_id));
  const snapshotPts = new Map<string, number>();
  for (const r of ctx.rows('player_seasons'))
    if (r.source === BBREF && r.stats && typeof r.stats === 'object' && 'pts' in r.stats)
      snapshotPts.set(`${r.player}|${r.season}|${r.team}`, Number((r.stats as Record<string, Json>).pts));

  for (const [file, fixed] of files) {
    const stints = new Map<string, number>();
    let differ = 0;
    ctx.readCsv(file).forEach((r, i) => {
      const seasonEnd = fixed ?? int(r.Season);
      if (!seasonEnd || !text(r.Team) || /^\dTM$/.test(r.Team)) return; // league average and combined rows
      const found =
        ids.get(`${nameKey(r.Player)}|${seasonEnd}`) ?? ids.get(`~${bare(r.Player)}|${seasonEnd}`);
      const m = t.fr.lookup(r.Team, seasonEnd);
      if (!found || found.size !== 1 || !m) {
        ctx.report({
          source: source,
          file,
          line: i + 2,
          problem: `${r.Player} ${r.Team} ${seasonEnd}: ${!m ? 'team not mapped' : 'no single player of that name that season'}; not added`,
        });
        return;
      }
      const pid = [...found][0];
      const player = personKey(pid);
      const season = seasonKey(seasonEnd - 1);
      const team = teamKey(m.franchise);
      const stats: Record<string, Json> = {};
      const age = int(r.Age);
      if (age !== null) stats.age = age;
      if (text(r.Pos)) stats.pos = r.Pos;
      for (const [col, key] of COLS) {
        const v = num(r[col]);
        if (v !== null) stats[key] = v;
      }
      if (seasonEnd <= SNAPSHOT_LAST) {
        const before = snapshotPts.get(`${player}|${season}|${team}`);
        if (before !== undefined && before !== stats.pts) differ++;
        return;
      }
      const sk = `${pid}:${seasonEnd}`;
      const stint = (stints.get(sk) ?? 0) + 1;
      stints.set(sk, stint);
      const g = int(r.G);
      const gs = int(r.GS);
      addPlayerSeason(ctx, {
        pid,
        seasonEnd,
        franchise: m.franchise,
        stint,
        games: g,
        started: gs,
        stats,
        source: source,
      });
      const entry = ctx.get('roster_entries', `nba:re:${pid}:${seasonEnd - 1}:${m.franchise}`);
      // The entry's games are this source's (a snapshot's, for 2025-26): its source says how far they reach.
      if (entry) Object.assign(entry, { games: g, games_started: gs, source });
    });
    if (differ)
      ctx.report({
        source: source,
        file,
        problem: `${differ} player-team seasons of 2019-20/2020-21 differ in points from the 2021 snapshot (the snapshot is kept)`,
      });
  }
}
