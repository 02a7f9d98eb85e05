// The 2025 player lines of the Baseball-Reference player tables (mlb_2025_players_bbref: 2025_batting.csv,
// 2025_pitching.csv), read into one line per player and team, his batting and pitching merged as Lahman's are. The
// files are Latin-1 ('José Ramírez' has the single bytes 0xE9/0xED) and carry no season (every row is 2025). A player
// of several teams has a combined row (Team '2TM', '3TM' …) and then one row per team: the per-team rows are kept,
// the combined row only checked against their sum, so no game is counted twice.
import type { BuildContext } from '../../model';
import { int, num, text } from '../../shared/parse';
import { readLatin1Csv } from '../../shared/latin1-csv';
import { addInto, pick } from './stat-lines';

export const BBREF_2025_PLAYERS = 'mlb-2025-players-bbref';
export const DIR = 'mlb_2025_players_bbref';
export const BATTING = `${DIR}/2025_batting.csv`;
export const PITCHING = `${DIR}/2025_pitching.csv`;

/** Baseball-Reference batting headers → the stats keys of Lahman's lines (stat-lines.ts batCols), in that order. */
const batCols: [string, string][] = [
  ['ab', 'AB'],
  ['r', 'R'],
  ['h', 'H'],
  ['2b', '2B'],
  ['3b', '3B'],
  ['hr', 'HR'],
  ['rbi', 'RBI'],
  ['sb', 'SB'],
  ['cs', 'CS'],
  ['bb', 'BB'],
  ['so', 'SO'],
  ['ibb', 'IBB'],
  ['hbp', 'HBP'],
  ['sh', 'SH'],
  ['sf', 'SF'],
  ['gidp', 'GIDP'],
];
/** Pitching headers → Lahman's keys (pitCols), in that order; innings pitched ('IP') become outs ('ipo'). */
const pitCols: [string, string][] = [
  ['w', 'W'],
  ['l', 'L'],
  ['g', 'G'],
  ['gs', 'GS'],
  ['cg', 'CG'],
  ['sho', 'SHO'],
  ['sv', 'SV'],
  ['ipo', 'IP'],
  ['h', 'H'],
  ['r', 'R'],
  ['er', 'ER'],
  ['hr', 'HR'],
  ['bb', 'BB'],
  ['so', 'SO'],
  ['ibb', 'IBB'],
  ['wp', 'WP'],
  ['hbp', 'HBP'],
  ['bk', 'BK'],
  ['bfp', 'BF'],
  ['gf', 'GF'],
];

/** Innings as written, in thirds ('205.1' = 205 1/3; a whole number has no decimals: '207') → outs. */
export function outsOf(ip: string | undefined): number | null {
  const m = /^(\d+)(?:\.([012]))?$/.exec((ip ?? '').trim());
  return m ? Number(m[1]) * 3 + Number(m[2] ?? 0) : null;
}

type Rec = Record<string, string>;

/** The counting stats of a row, under Lahman's keys. */
function statsOf(r: Rec, kind: 'bat' | 'pit'): Record<string, number> {
  if (kind === 'bat') return pick(r, batCols);
  const o: Record<string, number> = {};
  for (const [k, c] of pitCols) {
    const v = k === 'ipo' ? outsOf(r[c]) : int(r[c]);
    if (v !== null) o[k] = v;
  }
  return o;
}

/** One player's season with one team: his batting and pitching rows of that team. */
export interface Line2025 {
  /** Baseball-Reference player id ('Player-additional'). */
  id: string;
  name: string;
  /** Baseball-Reference team code (ATH, CHW, KCR, SDP, SFG, TBR, WSN …). */
  code: string;
  /** 1, 2 … : the order of his teams in the files (Baseball-Reference lists them as he played for them). */
  stint: number;
  bat?: Record<string, number>;
  pit?: Record<string, number>;
  batGames: number | null;
  pitGames: number | null;
  /** Positions as Baseball-Reference writes them ('*6/DH': mostly shortstop). */
  pos: string | null;
  /** The ERA the table prints, to check the one computed from ER and outs. */
  listedEra: number | null;
  file: string;
  line: number;
}

const combined = (team: string) => /^\d+TM$/.test(team);

/**
 * A file's rows, each player's combined rows checked against the sum of his per-team rows (reported if not). A player
 * of teams in both leagues has a combined row over all of them (Lg '2LG') and one per league where he played for
 * several of its teams (Team '2TM', Lg 'AL' or 'NL'): each is the sum of his team rows of its league(s).
 */
function readFile(ctx: BuildContext, file: string, kind: 'bat' | 'pit') {
  const rows = readLatin1Csv(ctx, file).map((r, i) => ({ r, line: i + 2 }));
  const teamRows = rows.filter(({ r }) => !combined(r.Team));
  const combinedRows = rows.filter(({ r }) => combined(r.Team));
  for (const { r, line } of combinedRows) {
    const league = /^(AL|NL)$/.test(r.Lg) ? r.Lg : null;
    const teams = teamRows.filter(
      (t) => t.r['Player-additional'] === r['Player-additional'] && (!league || t.r.Lg === league),
    );
    const sum: Record<string, number> = {};
    for (const t of teams) addInto(sum, statsOf(t.r, kind));
    const off = Object.entries(statsOf(r, kind)).filter(([k, v]) => (sum[k] ?? 0) !== v);
    if (teams.length !== Number.parseInt(r.Team, 10) || off.length)
      ctx.report({
        source: BBREF_2025_PLAYERS,
        file,
        line,
        problem: `${r.Player} (${r.Team} ${r.Lg}): ${teams.length} team rows${off.length ? `; they sum to other ${off.map(([k]) => k).join(', ')}` : ''}; the team rows are kept`,
      });
  }
  return { teamRows, combined: combinedRows.length };
}

/**
 * Every player-team line of 2025, in file order (batting first), with the number of combined rows left out. A second
 * row of one player and team in one file is reported and left out.
 */
export function readLines2025(ctx: BuildContext): { lines: Line2025[]; combined: number } {
  const byKey = new Map<string, Line2025>();
  const teamsOf = new Map<string, Map<'bat' | 'pit', string[]>>();
  let combinedRows = 0;
  for (const [file, kind] of [
    [BATTING, 'bat'],
    [PITCHING, 'pit'],
  ] as const) {
    const { teamRows, combined: n } = readFile(ctx, file, kind);
    combinedRows += n;
    for (const { r, line } of teamRows) {
      const id = text(r['Player-additional']);
      const code = text(r.Team);
      if (!id || !code) {
        ctx.report({
          source: BBREF_2025_PLAYERS,
          file,
          line,
          problem: `${r.Player}: no player id or team; skipped`,
        });
        continue;
      }
      const k = `${id}|${code}`;
      const l: Line2025 = byKey.get(k) ?? {
        id,
        name: text(r.Player) ?? id,
        code,
        stint: 0,
        batGames: null,
        pitGames: null,
        pos: null,
        listedEra: null,
        file,
        line,
      };
      if (l[kind]) {
        ctx.report({
          source: BBREF_2025_PLAYERS,
          file,
          line,
          problem: `${r.Player} (${id}): a second ${code} row; skipped`,
        });
        continue;
      }
      l[kind] = statsOf(r, kind);
      if (kind === 'bat') {
        l.batGames = int(r.G);
        l.pos = text(r.Pos);
      } else {
        l.pitGames = int(r.G);
        l.listedEra = num(r.ERA);
      }
      byKey.set(k, l);
      const teams = teamsOf.get(id) ?? new Map<'bat' | 'pit', string[]>();
      teams.set(kind, [...(teams.get(kind) ?? []), code]);
      teamsOf.set(id, teams);
    }
  }
  // Stints: his teams in the order of the table that lists the most of them (a pitcher's batting rows may list only
  // the teams he batted for); a team only the other table lists comes after.
  for (const [id, teams] of teamsOf) {
    const bat = teams.get('bat') ?? [];
    const pit = teams.get('pit') ?? [];
    const base = pit.length > bat.length ? pit : bat;
    const order = [...base, ...[...bat, ...pit].filter((c) => !base.includes(c))];
    [...new Set(order)].forEach((code, i) => (byKey.get(`${id}|${code}`)!.stint = i + 1));
  }
  return { lines: [...byKey.values()], combined: combinedRows };
}
