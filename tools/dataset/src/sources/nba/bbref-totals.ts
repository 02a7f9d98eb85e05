// The one Basketball-Reference totals reader. Every NBA player-totals source is a Basketball-Reference 'Totals'
// table: the 2021 snapshot (lower-case headers, old numeric player ids) and the later tables (the site's headers, no
// ids). Each source finds a row's player, season and team its own way; the reader turns the row into the stats of
// one player with one team that season, numbers his teams of a season in the order read and adds the line.
import type { BuildContext, Json } from '../../model';
import { int, num, text } from '../../shared/parse';
import { claimAll } from '../../pipeline/claims';
import { PLAYER_SEASON_POINTS } from './figures';
import { BBREF, LG, nameKey, personKey, seasonKey, teamKey } from './keys';
import { addPlayerSeason } from './player-seasons';
import type { TeamsResult } from './teams';

/** A totals table's headers: its counting stats (header → stats key, in the order stored) and its other columns. */
export interface TotalsColumns {
  stats: [header: string, key: string][];
  age: string;
  pos: string;
  games: string;
  started: string;
}

const STAT_KEYS = [
  'mp',
  'fg',
  'fga',
  '3p',
  '3pa',
  '2p',
  '2pa',
  'ft',
  'fta',
  'orb',
  'drb',
  'trb',
  'ast',
  'stl',
  'blk',
  'tov',
  'pf',
  'pts',
];

/** The 2021 snapshot's headers: lower case, `x` before a leading digit (`x3p`). */
export const SNAPSHOT_COLUMNS: TotalsColumns = {
  stats: STAT_KEYS.map((k) => [/^\d/.test(k) ? `x${k}` : k, k]),
  age: 'age',
  pos: 'pos',
  games: 'g',
  started: 'gs',
};

/** Basketball-Reference's own headers, as its 'Totals' tables export them. */
export const SITE_COLUMNS: TotalsColumns = {
  stats: STAT_KEYS.map((k) => [k.toUpperCase(), k]),
  age: 'Age',
  pos: 'Pos',
  games: 'G',
  started: 'GS',
};

/** Whose line a row is: the Basketball-Reference player id, the season's end year and the franchise. */
export interface TotalsOwner {
  pid: string;
  seasonEnd: number;
  franchise: string;
}

export interface TotalsReader {
  /** The row's stats: age, position, then the counting stats it has. */
  stats(r: Record<string, string>): Record<string, Json>;
  /** Adds the row as the player's next line of that season; returns its games and starts. */
  add(
    r: Record<string, string>,
    owner: TotalsOwner,
    stats: Record<string, Json>,
  ): { games: number | null; started: number | null };
}

/** A reader of one table with the headers `columns`, whose lines are added under `source`. */
export function totalsReader(ctx: BuildContext, columns: TotalsColumns, source: string): TotalsReader {
  const stints = new Map<string, number>();
  return {
    stats(r) {
      const stats: Record<string, Json> = {};
      const age = int(r[columns.age]);
      if (age !== null) stats.age = age;
      if (text(r[columns.pos])) stats.pos = r[columns.pos];
      for (const [header, key] of columns.stats) {
        const v = num(r[header]);
        if (v !== null) stats[key] = v;
      }
      return stats;
    },
    add(r, { pid, seasonEnd, franchise }, stats) {
      const sk = `${pid}:${seasonEnd}`;
      const stint = (stints.get(sk) ?? 0) + 1;
      stints.set(sk, stint);
      const games = int(r[columns.games]);
      const started = int(r[columns.started]);
      addPlayerSeason(ctx, { pid, seasonEnd, franchise, stint, games, started, stats, source });
      return { games, started };
    },
  };
}

/** The last season end year the 2021 snapshot covers. */
const SNAPSHOT_LAST = 2021;

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
    const reader = totalsReader(ctx, SITE_COLUMNS, source);
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
      const stats = reader.stats(r);
      if (seasonEnd <= SNAPSHOT_LAST) {
        const before = snapshotPts.get(`${player}|${season}|${team}`);
        if (before !== undefined && before !== stats.pts) differ++;
        if (before !== undefined)
          claimAll(
            ctx,
            PLAYER_SEASON_POINTS,
            {
              league: LG,
              key: `${player}|${season}|${team}`,
              label: `${r.Player}, ${m.franchise} ${seasonEnd - 1}-${String(seasonEnd % 100).padStart(2, '0')}`,
            },
            [
              { source: BBREF, value: before },
              { source, value: typeof stats.pts === 'number' ? stats.pts : null },
            ],
          );
        return;
      }
      const { games, started } = reader.add(r, { pid, seasonEnd, franchise: m.franchise }, stats);
      const entry = ctx.get('roster_entries', `nba:re:${pid}:${seasonEnd - 1}:${m.franchise}`);
      // The entry's games are this source's (a snapshot's, for 2025-26): its source says how far they reach.
      if (entry) Object.assign(entry, { games, games_started: started, source });
    });
    if (differ)
      ctx.report({
        source: source,
        file,
        problem: `${differ} player-team seasons of 2019-20/2020-21 differ in points from the 2021 snapshot (the snapshot is kept)`,
      });
  }
}
