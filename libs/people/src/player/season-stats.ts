// The season-by-season table's statistics per sport, read from the sources' own keys in each season line's
// `stats` (nested groups such as baseball pitching as "p.era"), and the career row: counts summed over the regular
// seasons, rates recomputed from the summed parts (never averaged).
import type { PlayerSeasonLine } from '@trophy-room/contract';
import { formatCount, formatPercent, formatRate } from '../shared/format';

export type StatKind = 'count' | 'rate' | 'percent' | 'fixed2' | 'innings';

export interface SeasonStat {
  id: string;
  header: string;
  title: string;
  kind: StatKind;
  /** A stat line's value (the row's own, or derived from its parts). */
  value: (s: Stats) => number | null;
}

export type Stats = Record<string, unknown>;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A key, or a dotted path into a nested group ("p.w"). */
const read = (s: Stats, path: string): number | null =>
  num(
    path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Stats)[k] : undefined), s),
  );
const ratio = (a: number | null, b: number | null) => (a !== null && b ? a / b : null);

const count = (id: string, header: string, title: string, path = id): SeasonStat => ({
  id,
  header,
  title,
  kind: 'count',
  value: (s) => read(s, path),
});
const derived = (
  id: string,
  header: string,
  title: string,
  kind: StatKind,
  value: (s: Stats) => number | null,
): SeasonStat => ({ id, header, title, kind, value });

const GP = count('gp', 'G', 'Games played', '__games_played');
const GS = count('gs', 'GS', 'Games started', '__games_started');

const basketball: SeasonStat[] = [
  GP,
  GS,
  count('mp', 'MP', 'Minutes played'),
  count('pts', 'PTS', 'Points'),
  count('trb', 'TRB', 'Total rebounds'),
  count('ast', 'AST', 'Assists'),
  count('stl', 'STL', 'Steals'),
  count('blk', 'BLK', 'Blocks'),
  count('fg', 'FG', 'Field goals made'),
  count('fga', 'FGA', 'Field goals attempted'),
  derived('fg_pct', 'FG%', 'Field goal percentage', 'percent', (s) => ratio(read(s, 'fg'), read(s, 'fga'))),
  count('3p', '3P', 'Three-pointers made'),
  count('3pa', '3PA', 'Three-pointers attempted'),
  count('ft', 'FT', 'Free throws made'),
  count('fta', 'FTA', 'Free throws attempted'),
  count('orb', 'ORB', 'Offensive rebounds'),
  count('drb', 'DRB', 'Defensive rebounds'),
  count('tov', 'TOV', 'Turnovers'),
  count('pf', 'PF', 'Personal fouls'),
];

/** Hockey's "G" is goals: games played are "GP". */
const hockeyGP = count('gp', 'GP', 'Games played', '__games_played');

const hockeySkater: SeasonStat[] = [
  hockeyGP,
  count('g', 'G', 'Goals'),
  count('a', 'A', 'Assists'),
  count('pts', 'PTS', 'Points'),
  count('pm', '+/-', 'Plus/minus'),
  count('pim', 'PIM', 'Penalty minutes'),
  count('sog', 'SOG', 'Shots on goal'),
  count('ppg', 'PPG', 'Power-play goals'),
  count('shg', 'SHG', 'Short-handed goals'),
  count('gwg', 'GWG', 'Game-winning goals'),
];

const hockeyGoalie: SeasonStat[] = [
  hockeyGP,
  count('w', 'W', 'Wins'),
  count('l', 'L', 'Losses'),
  count('t', 'T', 'Ties'),
  count('min', 'MIN', 'Minutes played'),
  count('ga', 'GA', 'Goals against'),
  count('sa', 'SA', 'Shots against'),
  derived('sv_pct', 'SV%', 'Save percentage', 'rate', (s) => {
    const sa = read(s, 'sa');
    const ga = read(s, 'ga');
    return sa && ga !== null ? (sa - ga) / sa : null;
  }),
  count('sho', 'SO', 'Shutouts'),
];

const batting: SeasonStat[] = [
  GP,
  count('ab', 'AB', 'At bats'),
  count('r', 'R', 'Runs'),
  count('h', 'H', 'Hits'),
  count('2b', '2B', 'Doubles'),
  count('3b', '3B', 'Triples'),
  count('hr', 'HR', 'Home runs'),
  count('rbi', 'RBI', 'Runs batted in'),
  count('sb', 'SB', 'Stolen bases'),
  count('bb', 'BB', 'Walks'),
  count('so', 'SO', 'Strikeouts'),
  count('hbp', 'HBP', 'Hit by pitch'),
  count('sf', 'SF', 'Sacrifice flies'),
  count('cs', 'CS', 'Caught stealing'),
  derived('avg', 'AVG', 'Batting average', 'rate', (s) => ratio(read(s, 'h'), read(s, 'ab'))),
];

const pitching: SeasonStat[] = [
  count('p_g', 'G', 'Games pitched', 'p.g'),
  count('p_gs', 'GS', 'Games started', 'p.gs'),
  count('p_w', 'W', 'Wins', 'p.w'),
  count('p_l', 'L', 'Losses', 'p.l'),
  count('p_sv', 'SV', 'Saves', 'p.sv'),
  derived('p_ip', 'IP', 'Innings pitched', 'innings', (s) => {
    const outs = read(s, 'p.ipo');
    return outs === null ? null : outs / 3;
  }),
  count('p_so', 'SO', 'Strikeouts', 'p.so'),
  count('p_bb', 'BB', 'Walks', 'p.bb'),
  count('p_er', 'ER', 'Earned runs', 'p.er'),
  derived('p_era', 'ERA', 'Earned run average', 'fixed2', (s) => {
    const outs = read(s, 'p.ipo');
    const er = read(s, 'p.er');
    return outs && er !== null ? (er * 27) / outs : null;
  }),
];

/** Pro-Football-Reference's headers, each group's named where the same abbreviation would stand twice. */
const football: SeasonStat[] = [
  GP,
  GS,
  count('pass_cmp', 'Cmp', 'Passes completed'),
  count('pass_att', 'Att', 'Passes attempted'),
  derived('pass_pct', 'Cmp%', 'Completion percentage', 'percent', (s) =>
    ratio(read(s, 'pass_cmp'), read(s, 'pass_att')),
  ),
  count('pass_yds', 'Pass Yds', 'Passing yards'),
  count('pass_td', 'Pass TD', 'Passing touchdowns'),
  count('pass_int', 'Int', 'Interceptions thrown'),
  count('rush_att', 'Rush', 'Rushing attempts'),
  count('rush_yds', 'Rush Yds', 'Rushing yards'),
  count('rush_td', 'Rush TD', 'Rushing touchdowns'),
  count('rec_tgt', 'Tgt', 'Pass targets'),
  count('rec', 'Rec', 'Receptions'),
  count('rec_yds', 'Rec Yds', 'Receiving yards'),
  count('rec_td', 'Rec TD', 'Receiving touchdowns'),
  count('fmb', 'Fmb', 'Fumbles'),
  count('fl', 'FL', 'Fumbles lost'),
  count('def_tkl', 'Tkl', 'Tackles (solo and assisted)'),
  count('def_solo', 'Solo', 'Solo tackles'),
  count('def_ast', 'Ast', 'Assisted tackles'),
  count('def_sk', 'Sk', 'Sacks'),
  count('def_int', 'Def Int', 'Interceptions made'),
  count('def_int_yds', 'Int Yds', 'Interception return yards'),
  count('def_int_td', 'Int TD', 'Interceptions returned for a touchdown'),
  count('def_pd', 'PD', 'Passes defended'),
  count('def_sfty', 'Sfty', 'Safeties'),
];

/** Every numeric key of the lines (nested groups flattened as "group.key"): for a sport without its own list. */
function discovered(lines: Stats[]): SeasonStat[] {
  const paths = new Set<string>();
  const walk = (o: Stats, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (num(v) !== null && k !== 'age' && !k.startsWith('__')) paths.add(prefix + k);
      else if (v && typeof v === 'object' && !Array.isArray(v)) walk(v as Stats, `${prefix}${k}.`);
    }
  };
  lines.forEach((l) => walk(l, ''));
  const header = (p: string) => p.replace(/[._]/g, ' ').toUpperCase();
  return [GP, ...[...paths].map((p) => count(p, header(p), p))];
}

/** The columns for a player: the sport's list (pitchers and goalies get theirs), else what the lines hold. */
export function seasonStatsFor(sport: string, position: string | null, lines: Stats[]): SeasonStat[] {
  const list =
    sport === 'basketball'
      ? basketball
      : sport === 'hockey'
        ? position === 'G'
          ? hockeyGoalie
          : hockeySkater
        : sport === 'baseball'
          ? position === 'P'
            ? pitching
            : batting
          : sport === 'football'
            ? football
            : discovered(lines);
  // Only the columns the sources fill for this player.
  return list.filter((c) => lines.some((l) => c.value(l) !== null));
}

/** A season line's stats with its games played/started, so the columns read one object. */
export const lineStats = (l: PlayerSeasonLine): Stats => ({
  ...(l.stats ?? {}),
  __games_played: l.games_played,
  __games_started: l.games_started,
});

/**
 * The career row: every count summed; derived stats recomputed from the summed parts (a sum of the stats object,
 * group by group), so FG% is career FG / career FGA.
 */
export function careerTotals(lines: Stats[]): Stats {
  const add = (into: Stats, from: Stats) => {
    for (const [k, v] of Object.entries(from)) {
      if (num(v) !== null) into[k] = (num(into[k]) ?? 0) + (v as number);
      else if (v && typeof v === 'object' && !Array.isArray(v)) add((into[k] ??= {}) as Stats, v as Stats);
    }
  };
  const total: Stats = {};
  lines.forEach((l) => add(total, l));
  return total;
}

export function formatStat(kind: StatKind, v: number | null): string {
  if (v === null) return '—';
  if (kind === 'rate') return formatRate(v);
  if (kind === 'percent') return formatPercent(v);
  if (kind === 'fixed2') return v.toFixed(2);
  if (kind === 'innings') return `${Math.floor(v)}.${Math.round((v - Math.floor(v)) * 3)}`;
  return formatCount(v);
}
