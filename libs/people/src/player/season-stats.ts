// The season-by-season table's columns: the sport's season table of the stat catalogue (@trophy-room/domain; a
// pitcher's and a goaltender's their own), each stat read from a season line's keys by its formula and written in its
// format, and the career row: the lines summed key by key, its rates recomputed from the summed parts (never averaged).
import type { PlayerSeasonLine } from '@trophy-room/contract';
import {
  formatCount,
  formatStat,
  readKey,
  seasonTableStats,
  type StatDef,
  statNumber,
  statValue,
  sumLines,
} from '@trophy-room/domain';

export type Stats = Record<string, unknown>;

export interface SeasonStat {
  id: string;
  header: string;
  title: string;
  /** The line keys it reads (its formula's). */
  keys: readonly string[];
  /** A line's figure (the row's own, or derived from its parts). */
  value: (s: Stats) => number | null;
  /** The figure as the cell writes it. */
  text: (v: number | null) => string;
  /** The figure as the column sorts and exports it. */
  number: (v: number | null) => number | null;
}

const fromCatalogue = (stat: StatDef): SeasonStat => ({
  id: stat.key,
  header: stat.abbr,
  title: stat.label,
  keys: [...stat.formula.num, ...(stat.formula.den ?? [])],
  value: (s) => statValue(stat, s),
  text: (v) => formatStat(stat, v),
  number: (v) => statNumber(stat, v),
});

/** Every numeric key of the lines (nested groups flattened as "group.key"): for a sport without its own table. */
function discovered(lines: Stats[]): SeasonStat[] {
  const paths = new Set<string>();
  const walk = (o: Stats, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'number' && k !== 'age' && k !== 'games' && k !== 'games_started')
        paths.add(prefix + k);
      else if (v && typeof v === 'object' && !Array.isArray(v)) walk(v as Stats, `${prefix}${k}.`);
    }
  };
  lines.forEach((l) => walk(l, ''));
  const column = (path: string, header: string, title: string): SeasonStat => ({
    id: path,
    header,
    title,
    keys: [path],
    value: (s) => readKey(s, path),
    text: formatCount,
    number: (v) => v,
  });
  return [
    column('games', 'G', 'Games played'),
    ...[...paths].map((p) => column(p, p.replace(/[._]/g, ' ').toUpperCase(), p)),
  ];
}

/** The columns for a player: the catalogue's table for his sport and position, else what the lines hold. */
export function seasonStatsFor(sport: string, position: string | null, lines: Stats[]): SeasonStat[] {
  const table = seasonTableStats(sport, position);
  const list = table ? table.map(fromCatalogue) : discovered(lines);
  // Only the columns the sources fill for this player.
  return list.filter((c) => lines.some((l) => c.value(l) !== null));
}

/** A season line's stats with its games played and started ('games', 'games_started': the catalogue's keys). */
export const lineStats = (l: PlayerSeasonLine): Stats => ({
  ...(l.stats ?? {}),
  games: l.games_played,
  games_started: l.games_started,
});

/** The career row: every key summed, group by group, so a rate of it is the career's (FG% = career FG / FGA). */
export const careerTotals = (lines: Stats[]): Stats => sumLines(lines);
