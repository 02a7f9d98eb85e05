// The key statistics of a player's season line per sport, read from the sources' keys in the line's `stats` (nested
// groups such as baseball pitching as "p.era"), in groups: football passing, rushing, receiving, defence and kicking;
// baseball batting and pitching; hockey skaters and goalies; basketball per game. Rates come from their parts.
import type { RosterEntry } from '@trophy-room/contract';
import { formatCount, formatFixed, formatInnings, formatRate } from '@trophy-room/domain';

type Stats = Record<string, unknown>;

export interface LineStat {
  id: string;
  header: string;
  title: string;
  value: (r: RosterEntry) => number | null;
  format: (v: number | null) => string;
}

export interface LineGroup {
  id: string;
  title: string;
  stats: LineStat[];
  /** Whether a line has figures of this group. */
  has: (r: RosterEntry) => boolean;
  /** Positions whose roster row shows this group first. */
  positions?: string[];
}

/** A key, or a dotted path into a nested group ("p.w"). */
export function read(s: Stats | null, path: string): number | null {
  const v = path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Stats)[k] : undefined), s);
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
const ratio = (a: number | null, b: number | null) => (a !== null && b ? a / b : null);

const count = (id: string, header: string, title: string, path = id): LineStat => ({
  id,
  header,
  title,
  value: (r) => read(r.stats, path),
  format: formatCount,
});
const perGame = (id: string, header: string, title: string): LineStat => ({
  id,
  header,
  title: `${title} per game`,
  value: (r) => ratio(read(r.stats, id), r.games),
  format: (v) => formatFixed(v, 1),
});
const hasAny =
  (...paths: string[]) =>
  (r: RosterEntry) =>
    paths.some((p) => (read(r.stats, p) ?? 0) !== 0);

const football: LineGroup[] = [
  {
    id: 'passing',
    title: 'Passing',
    positions: ['QB'],
    has: hasAny('pass_att'),
    stats: [
      count('pass_cmp', 'Cmp', 'Passes completed'),
      count('pass_att', 'Att', 'Passes attempted'),
      count('pass_yds', 'Yds', 'Passing yards'),
      count('pass_td', 'TD', 'Passing touchdowns'),
      count('pass_int', 'Int', 'Interceptions thrown'),
    ],
  },
  {
    id: 'rushing',
    title: 'Rushing',
    positions: ['RB', 'FB', 'HB'],
    has: hasAny('rush_att'),
    stats: [
      count('rush_att', 'Att', 'Rushing attempts'),
      count('rush_yds', 'Yds', 'Rushing yards'),
      count('rush_td', 'TD', 'Rushing touchdowns'),
    ],
  },
  {
    id: 'receiving',
    title: 'Receiving',
    positions: ['WR', 'TE'],
    has: hasAny('rec', 'rec_yds'),
    stats: [
      count('rec', 'Rec', 'Receptions'),
      count('rec_yds', 'Yds', 'Receiving yards'),
      count('rec_td', 'TD', 'Receiving touchdowns'),
    ],
  },
  {
    id: 'defence',
    title: 'Defence',
    positions: ['DB', 'DL', 'LB', 'CB', 'DE', 'DT', 'NT', 'OLB', 'ILB', 'MLB', 'S', 'SS', 'FS'],
    has: hasAny('def_tkl', 'def_solo', 'def_sk', 'def_int', 'def_pd'),
    stats: [
      count('def_tkl', 'Tkl', 'Tackles (solo and assisted)'),
      count('def_sk', 'Sk', 'Sacks'),
      count('def_int', 'Int', 'Interceptions made'),
      count('def_pd', 'PD', 'Passes defended'),
    ],
  },
  {
    id: 'kicking',
    title: 'Kicking',
    positions: ['K'],
    has: hasAny('fga', 'xpa'),
    stats: [
      count('fgm', 'FGM', 'Field goals made'),
      count('fga', 'FGA', 'Field goals attempted'),
      count('xpm', 'XPM', 'Extra points made'),
      count('xpa', 'XPA', 'Extra points attempted'),
    ],
  },
];

const baseball: LineGroup[] = [
  {
    id: 'batting',
    title: 'Batting',
    has: hasAny('ab', 'bb', 'hbp'),
    stats: [
      count('ab', 'AB', 'At bats'),
      count('h', 'H', 'Hits'),
      count('hr', 'HR', 'Home runs'),
      count('rbi', 'RBI', 'Runs batted in'),
      {
        id: 'ba',
        header: 'BA',
        title: 'Batting average',
        value: (r) => ratio(read(r.stats, 'h'), read(r.stats, 'ab')),
        format: formatRate,
      },
    ],
  },
  {
    id: 'pitching',
    title: 'Pitching',
    positions: ['P'],
    has: hasAny('p.g', 'p.ipo'),
    stats: [
      count('p_w', 'W', 'Wins', 'p.w'),
      count('p_l', 'L', 'Losses', 'p.l'),
      {
        id: 'p_era',
        header: 'ERA',
        title: 'Earned run average',
        value: (r) => {
          const outs = read(r.stats, 'p.ipo');
          const er = read(r.stats, 'p.er');
          return outs && er !== null ? (er * 27) / outs : null;
        },
        format: (v) => formatFixed(v, 2),
      },
      {
        id: 'p_ip',
        header: 'IP',
        title: 'Innings pitched',
        value: (r) => read(r.stats, 'p.ipo'),
        format: formatInnings,
      },
      count('p_so', 'SO', 'Strikeouts', 'p.so'),
    ],
  },
];

const hockey: LineGroup[] = [
  {
    id: 'goalies',
    title: 'Goaltending',
    positions: ['G'],
    has: hasAny('sa', 'ga', 'min'),
    stats: [
      count('w', 'W', 'Wins'),
      count('l', 'L', 'Losses'),
      {
        id: 'sv_pct',
        header: 'SV%',
        title: 'Save percentage',
        value: (r) => {
          const sa = read(r.stats, 'sa');
          const ga = read(r.stats, 'ga');
          return sa && ga !== null ? (sa - ga) / sa : null;
        },
        format: formatRate,
      },
    ],
  },
  {
    id: 'skaters',
    title: 'Scoring',
    has: (r) => r.position !== 'G' && hasAny('g', 'a', 'pts')(r),
    stats: [count('g', 'G', 'Goals'), count('a', 'A', 'Assists'), count('pts', 'PTS', 'Points')],
  },
];

const basketball: LineGroup[] = [
  {
    id: 'per-game',
    title: 'Per game',
    has: hasAny('pts', 'trb', 'ast'),
    stats: [
      perGame('pts', 'PTS', 'Points'),
      perGame('trb', 'TRB', 'Total rebounds'),
      perGame('ast', 'AST', 'Assists'),
    ],
  },
];

/** The sport's groups of key statistics, in the order the Stats tab lists them. */
export function lineGroups(sport: string): LineGroup[] {
  return ({ football, baseball, hockey, basketball } as Record<string, LineGroup[]>)[sport] ?? [];
}

/** The group a roster row shows: its position's, else the first its line has figures of. */
export function rosterGroup(groups: LineGroup[], r: RosterEntry): LineGroup | undefined {
  const pos = r.position?.toUpperCase() ?? '';
  return groups.find((g) => g.positions?.includes(pos)) ?? groups.find((g) => g.has(r));
}

/** "HR 39 · BA .307": a group's figures as one line of text ("—" for a missing one). */
export const lineText = (g: LineGroup, r: RosterEntry) =>
  g.stats.map((s) => `${s.header} ${s.format(s.value(r))}`).join(' · ');
