// The leader tables (migrations 0015, 0022) derived in JavaScript from the dataset's CSV as the loader reads it, and
// written by COPY: in SQL the derivation was most of the first load (reading each stat from 290,000 lines' JSON into
// 1.1 M stat lines, then summing them into seasons and careers: 26 s of CPU on an idle machine); here it takes about
// 6.5 s and writing its 2.4 M rows 3.7 s.
// The rules are leader_stats', which the loader writes from the stat catalogue of @trophy-room/domain first
// (leader-catalogue.ts): a stat is the sum of its `num` keys minus its `num_less` keys, times `scale`;
// a rate divides that by the sum of its `den` keys and ranks only what qualifies by `qual` (times `qual_scale`). The
// figures are the numerics SQL gave, digit for digit (decimal.ts). The same pass sums each player's regular-season
// totals (player_totals, migration 0025: player-totals.ts).
import {
  add,
  cmp,
  type Decimal,
  div,
  formatDecimal,
  fromNumber,
  mul,
  parseDecimal,
  sign,
  sub,
  ZERO,
} from './decimal';
import { eachPgCsvRecord, parsePgCsv } from './csv';
import type { LeaderStatRow } from './leader-catalogue';
import { PlayerTotals } from './player-totals';

/** The derivation's version, in the loaded dataset's fingerprint: a change to how the tables are derived reloads. */
export const LEADER_DERIVATION = 2;

/** A row of leader_stats as the derivation reads it back (numerics as text, so their scale is kept), with its id. */
export type LeaderStat = { id: number } & Pick<
  LeaderStatRow,
  | 'league'
  | 'num'
  | 'num_less'
  | 'scale'
  | 'den'
  | 'qual'
  | 'qual_scale'
  | 'season_per_game'
  | 'season_min'
  | 'career_min'
  | 'ascending'
  | 'except_pos'
>;

/** The SQL that reads the catalogue in the shape deriveLeaders takes. */
export const leaderStatsSql = `SELECT id, league, num, num_less, scale::text AS scale, den, qual,
  qual_scale::text AS qual_scale, season_per_game::text AS season_per_game, season_min::text AS season_min,
  career_min::text AS career_min, ascending, except_pos FROM leader_stats ORDER BY id`;

/**
 * The dataset's tables the leader tables are derived from (the loader keeps their CSV as it reads them). players is
 * for the whole-career totals a source gives where the lines miss seasons (players.career.totals); without it the
 * careers are the lines' sums.
 */
export const leaderInputs = ['player_seasons', 'seasons', 'leagues', 'team_seasons', 'players'] as const;
export type LeaderInputs = Record<Exclude<(typeof leaderInputs)[number], 'players'>, Buffer> & {
  players?: Buffer;
};

/** A player's whole-career totals by line key (players.career.totals), his league and first and last season. */
interface CareerTotals {
  league: string | undefined;
  totals: Record<string, number>;
  first: number | null;
  last: number | null;
}

/** The players whose career JSON gives whole-career totals (players.career.totals: line key → number). */
function careerTotals(csv: Buffer | undefined, leagueSlug: Map<string | null, string | null>) {
  const out = new Map<number, CareerTotals>();
  if (!csv) return out;
  eachRow(csv, ['id', 'league_id', 'career', 'first_year', 'last_year'], ([id, league, career, f, l]) => {
    if (career === null || !career.includes('"totals"')) return;
    const totals = (JSON.parse(career) as { totals?: Record<string, number> }).totals;
    if (!totals) return;
    out.set(Number(id), {
      league: leagueSlug.get(league) ?? undefined,
      totals,
      first: f === null ? null : Number(f),
      last: l === null ? null : Number(l),
    });
  });
  return out;
}

/** The derived tables, in the order the loader writes them: the leader tables and the players' totals. */
export const derivedTables = [
  'leader_lines',
  'leader_seasons',
  'leader_careers',
  'leader_coverage',
  'player_totals',
] as const;

/** The CSV (PostgreSQL's, with a header row) of each derived table. */
export interface DerivedLeaders {
  leader_lines: Buffer;
  leader_seasons: Buffer;
  leader_careers: Buffer;
  leader_coverage: Buffer;
  player_totals: Buffer;
}

/**
 * Each record of a CSV (with a header row) as its cells of the named columns, in that order. None is kept: the
 * tables read whole stayed alive through the derivation, and every full collection of its heap walked them.
 */
function eachRow(csv: Buffer, names: string[], onRow: (cells: (string | null)[]) => void) {
  let at: number[] | null = null;
  const columnAt = (head: string[], name: string) => {
    const i = head.indexOf(name);
    if (i < 0) throw new Error(`the dataset's CSV has no column ${name}`);
    return i;
  };
  eachPgCsvRecord(csv.toString('utf8'), (r) => {
    if (at) onRow(at.map((i) => r[i] ?? null));
    else at = names.map((name) => columnAt(r as string[], name));
  });
  if (!at) columnAt([], names[0]);
}

/** parseDecimal(), but a plain integer's text (nearly every one) as its number, without parseDecimal's bigint. */
function integerOrDecimal(text: string): Decimal {
  const n = Number(text);
  return Number.isSafeInteger(n) && String(n) === text ? n : parseDecimal(text);
}

/** The path of a line's position (except_pos). */
const POS = ['pos'];

/** stats #> path: undefined when the path is absent (a JSON null is present, as in SQL). */
function at(stats: Record<string, unknown>, path: string[]): unknown {
  let v: unknown = stats;
  for (const k of path) {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
    v = (v as Record<string, unknown>)[k];
    if (v === undefined) return undefined;
  }
  return v;
}

/** NULLIF(stats #>> path, '')::numeric. */
function numberAt(stats: Record<string, unknown>, path: string[]): Decimal | null {
  return asNumber(at(stats, path), path);
}

/** numberAt() of the value at(stats, path) has read already. */
function asNumber(v: unknown, path: string[]): Decimal | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number') return fromNumber(v);
  if (typeof v !== 'string')
    throw new Error(`leader stat ${path.join('.')} is not a number: ${JSON.stringify(v)}`);
  return parseDecimal(v);
}

/** leader_sum(): the sum of the keys present ('games': the line's games played), null when none is. */
function sumOf(stats: Record<string, unknown>, games: Decimal | null, keys: string[][]): Decimal | null {
  let total: Decimal | null = null;
  for (const k of keys) {
    const v = k.length === 1 && k[0] === 'games' ? games : numberAt(stats, k);
    if (v !== null) total = total === null ? v : add(total, v);
  }
  return total;
}

const sumOrNull = (a: Decimal | null, b: Decimal | null) => (a === null ? b : b === null ? a : add(a, b));
const maxOrNull = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** One stat line: a player's line (season, team, stint) for one stat. */
interface Line {
  season: number;
  year: number;
  rest: string;
  num: Decimal;
  den: Decimal | null;
  qual: Decimal | null;
  games: number | null;
}

/** A career, kept till the stat's careers are ranked. */
interface Career {
  player: number;
  num: Decimal;
  den: Decimal | null;
  qual: Decimal | null;
  value: Decimal | null;
  first: number;
  last: number;
  n: number;
}

/** 10 ** i for the digits of a safe integer (at most 16). */
const POW10 = Array.from({ length: 16 }, (_, i) => 10 ** i);

/**
 * CSV rows (ASCII) written as bytes cell by cell: millions of small strings (a row's, its figures') cost more to make
 * and collect than the derivation's own sums. Each cell is written with the comma after it; end() makes the row's
 * last comma its line break.
 */
class Rows {
  private buf = new Uint8Array(1 << 16);
  /** Bytes written. */
  length = 0;
  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const grown = new Uint8Array(Math.max(2 * this.buf.length, this.length + n));
    grown.set(this.buf.subarray(0, this.length));
    this.buf = grown;
  }
  /** ASCII text as it is (a bucket's key cells, a line's team, stint and source). */
  text(v: string) {
    this.room(v.length + 1);
    for (let i = 0; i < v.length; i++) this.buf[this.length++] = v.charCodeAt(i);
    this.buf[this.length++] = 44;
  }
  /** A safe integer's digits. */
  int(n: number) {
    this.room(18);
    if (n < 0) {
      this.buf[this.length++] = 45;
      n = -n;
    }
    let digits = 1;
    while (digits < 16 && n >= POW10[digits]) digits++;
    const start = this.length;
    let i = (this.length += digits);
    // Nearly every figure fits 31 bits, where integer division is far cheaper than a double's floor and %.
    if (n <= 0x7fffffff) {
      for (let v = n | 0; i > start; v = (v / 10) | 0) this.buf[--i] = 48 + (v % 10);
    } else {
      for (; i > start; n = Math.floor(n / 10)) this.buf[--i] = 48 + (n % 10);
    }
    this.buf[this.length++] = 44;
  }
  /** A decimal as numeric_out writes it; an empty cell for null (COPY reads NULL). */
  decimal(v: Decimal | null) {
    if (typeof v === 'number') this.int(v);
    else if (v === null) this.text('');
    else this.text(formatDecimal(v));
  }
  /** The row is written: its last comma becomes the line break. */
  end() {
    this.buf[this.length - 1] = 10;
  }
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

/**
 * A double near the decimal (within a few units of its last place), for compare(); NaN when there is none to trust:
 * null, a scale whose power of ten a double does not hold exactly, units beyond a double's range.
 */
function approx(d: Decimal | null): number {
  if (d === null) return NaN;
  if (typeof d === 'number') return d;
  const k = d.scale <= 22 ? Number(d.units) / 10 ** d.scale : NaN;
  return Number.isFinite(k) ? k : NaN;
}

/**
 * cmp(a, b) given their approx() (ka, kb), mostly without cmp's work: doubles that differ by far more than their
 * rounding are in the decimals' order. The rates' quotients carry 16 digits and more, often as bigints, and cmp scales
 * them to each other: that was most of the sorts' time.
 */
function compare(a: Decimal, b: Decimal, ka: number, kb: number): number {
  const d = ka - kb;
  return Math.abs(d) > 1e-12 * Math.abs(ka) ? d : cmp(a, b);
}

/** Values ascending, the nulls last, ties in their order: the order of an index on the value (see byValue). */
const ascending = (values: (Decimal | null)[], keys: number[]) => (x: number, y: number) => {
  const a = values[x];
  const b = values[y];
  if (a === null || b === null) return a === b ? x - y : a === null ? 1 : -1;
  return compare(a, b, keys[x], keys[y]) || x - y;
};

/**
 * The indices of the values in ascending()'s order. Where every value is an integer (a count's), that is the order of
 * the doubles value * n + index, which a typed array sorts with no comparator to call: most of the sorts' time.
 */
function valueOrder(values: (Decimal | null)[]): number[] {
  const n = values.length;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (typeof v !== 'number') return slowValueOrder(values);
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  if ((max - min + 1) * n > Number.MAX_SAFE_INTEGER) return slowValueOrder(values);
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = ((values[i] as number) - min) * n + i;
  packed.sort();
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = packed[i] % n;
  return order;
}

/** valueOrder() by comparing the values (rates, nulls). */
function slowValueOrder(values: (Decimal | null)[]): number[] {
  const order = values.map((_, i) => i);
  return order.sort(ascending(values, values.map(approx)));
}

/**
 * The rows (each ending at `ends[i]`) in the order of their values: written so, the index on the value finds them
 * sorted already (its build took 2.4 s of the load's CPU on leader_seasons otherwise).
 */
function byValue(rows: Rows, ends: number[], values: (Decimal | null)[]): Uint8Array {
  const src = rows.bytes();
  const order = valueOrder(values);
  const out = new Uint8Array(src.length);
  let at = 0;
  // Byte by byte: a row is some 30 bytes, fewer than a subarray() costs to make.
  for (const i of order) for (let j = i ? ends[i - 1] : 0; j < ends[i]; j++) out[at++] = src[j];
  return out;
}

/** One stat and season kind's rows: the table's order is stat_id, is_postseason, player_id. */
interface Bucket {
  stat: LeaderStat;
  post: boolean;
  /** The cells that begin each of its rows: stat_id and is_postseason. */
  key: string;
  lines: Rows;
  seasons: Rows;
  /** Where each season row ends, and its value. */
  seasonEnds: number[];
  seasonValues: (Decimal | null)[];
  careers: Career[];
  coverage: Set<number>;
}

/** The stat's rule, read once. */
function prepare(st: LeaderStat) {
  const keys = (list: string[] | null) => (list ?? []).map((k) => k.split('.'));
  return {
    st,
    firstKey: st.num[0].split('.'),
    single: st.num.length === 1 && st.num_less.length === 0 && st.num[0] !== 'games',
    num: keys(st.num),
    numLess: keys(st.num_less),
    den: st.den ? keys(st.den) : null,
    qual: st.qual ? keys(st.qual) : null,
    scale: parseDecimal(st.scale),
    qualScale: parseDecimal(st.qual_scale),
    seasonPerGame: st.season_per_game === null ? null : parseDecimal(st.season_per_game),
    seasonMin: parseDecimal(st.season_min ?? '0'),
    careerMin: st.career_min === null ? null : parseDecimal(st.career_min),
  };
}
type Prepared = ReturnType<typeof prepare>;

/** The stat's figures of one player-season line, or null when the line does not count for it. */
function lineFigures(s: Prepared, json: Record<string, unknown>, games: Decimal | null, pos: unknown) {
  const { st } = s;
  const first = at(json, s.firstKey);
  if (first === undefined && st.num[0] !== 'games') return null;
  if (st.except_pos !== null && pos !== undefined && pos !== null && String(pos) === st.except_pos)
    return null;
  let num: Decimal | null;
  if (s.single) {
    const v = asNumber(first, s.firstKey);
    num = v === null ? null : mul(v, s.scale);
  } else {
    const v = sumOf(json, games, s.num);
    num = v === null ? null : mul(sub(v, sumOf(json, games, s.numLess) ?? ZERO), s.scale);
  }
  if (num === null) return null;
  const den = s.den ? sumOf(json, games, s.den) : null;
  const qualSum = s.qual ? sumOf(json, games, s.qual) : null;
  // A count of zero ranks no one; a rate keeps every line with a denominator (its qualifier decides).
  if (s.den ? den === null || sign(den) <= 0 : sign(num) === 0) return null;
  return [num, den, qualSum === null ? null : mul(qualSum, s.qualScale)] as const;
}

/** The whole-career total of a count stat of one key, where the player's source gives one (else undefined). */
function wholeCareer(post: boolean, s: Prepared, totals: CareerTotals | undefined): Decimal | undefined {
  if (!totals || post || s.den !== null || !s.single) return undefined;
  const v = totals.totals[s.st.num[0]];
  return typeof v === 'number' ? mul(fromNumber(v), s.scale) : undefined;
}

/** A player's seasons of one kind (regular or post): his first and last, and how many. */
interface Span {
  first: number;
  last: number;
  n: number;
}

/** A span of seasons: the first and last of their years (Math.min(...years), without spreading a set), and n. */
function spanOf(years: Set<number>, n: number): Span {
  let first = Infinity;
  let last = -Infinity;
  for (const y of years) {
    first = Math.min(first, y);
    last = Math.max(last, y);
  }
  return { first, last, n };
}

/**
 * A player's lines of one stat: written, summed into his seasons (written) and his career (kept for the ranks). The
 * career's span is his seasons of that kind, not only those in which the stat is not zero (Ruth's 1914: no home run,
 * a season of his career all the same).
 */
function addPlayer(b: Bucket, s: Prepared, player: number, lines: Line[], span: Span, totals?: CareerTotals) {
  const rate = s.den !== null;
  // Stable: a season's lines stay in the dataset's order.
  lines.sort((x, y) => x.season - y.season);
  let careerNum: Decimal | null = null;
  let careerDen: Decimal | null = null;
  let careerQual: Decimal | null = null;
  for (let i = 0; i < lines.length;) {
    const first = lines[i];
    let { num, den, qual, games, year } = first;
    for (; i < lines.length && lines[i].season === first.season; i++) {
      const l = lines[i];
      if (l !== first) {
        num = add(num, l.num);
        den = sumOrNull(den, l.den);
        qual = sumOrNull(qual, l.qual);
        games = maxOrNull(games, l.games);
        year = Math.min(year, l.year);
      }
      lineRow(b, player, l);
    }
    // A season qualifies by its own rule: per game of the season's longest schedule, or a season minimum.
    const floor =
      s.seasonPerGame !== null && games !== null ? mul(s.seasonPerGame, fromNumber(games)) : s.seasonMin;
    const value = !rate
      ? num
      : den !== null && sign(den) > 0 && qual !== null && cmp(qual, floor) >= 0
        ? div(num, den)
        : null;
    const out = b.seasons;
    out.text(b.key);
    out.int(player);
    out.int(first.season);
    out.int(year);
    out.decimal(num);
    out.decimal(den);
    out.decimal(qual);
    out.decimal(value);
    out.end();
    b.seasonEnds.push(out.length);
    b.seasonValues.push(value);
    careerNum = sumOrNull(careerNum, num);
    careerDen = sumOrNull(careerDen, den);
    careerQual = sumOrNull(careerQual, qual);
  }
  // The lines miss seasons where the source gives a whole-career total: the career is that total.
  const num = wholeCareer(b.post, s, totals) ?? careerNum!;
  const [den, qual, min] = [careerDen, careerQual, s.careerMin];
  const value = !rate
    ? num
    : den !== null && sign(den) > 0 && qual !== null && min !== null && cmp(qual, min) >= 0
      ? div(num, den)
      : null;
  b.careers.push({ player, num, den, qual, value, first: span.first, last: span.last, n: span.n });
}

/** One line's row of leader_lines. */
function lineRow(b: Bucket, player: number, l: Line) {
  const out = b.lines;
  out.text(b.key);
  out.int(player);
  out.int(l.season);
  out.int(l.year);
  out.text(l.rest);
  out.decimal(l.num);
  out.decimal(l.den);
  out.decimal(l.qual);
  out.decimal(l.games);
  out.end();
}

/** The bucket's careers, each with its rank() among those with a value, best first (ties share a rank). */
function careerRows(b: Bucket, out: Rows) {
  const values = b.careers.map((c) => c.value);
  const order = valueOrder(values);
  const rank = careerRanks(values, order, b.stat.ascending);
  for (const i of order) {
    const c = b.careers[i];
    out.text(b.key);
    out.int(c.player);
    out.decimal(c.num);
    out.decimal(c.den);
    out.decimal(c.qual);
    out.decimal(c.value);
    out.int(c.first);
    out.int(c.last);
    out.int(c.n);
    out.decimal(rank[i]);
    out.end();
  }
}

/**
 * Each value's rank(), from the values in ascending order (valueOrder: the nulls last, unranked): one more than how
 * many values are better, so that ties share a rank.
 */
function careerRanks(values: (Decimal | null)[], order: number[], ascending: boolean): (number | null)[] {
  const rank: (number | null)[] = values.map(() => null);
  const ranked = values.filter((v) => v !== null).length;
  const same = (x: number, y: number) => cmp(values[x]!, values[y]!) === 0;
  for (let first = 0; first < ranked;) {
    let last = first;
    while (last + 1 < ranked && same(order[last + 1], order[first])) last++;
    // Better is higher unless the stat ranks ascending (an ERA).
    const r = ascending ? first + 1 : ranked - last;
    for (let k = first; k <= last; k++) rank[order[k]] = r;
    first = last + 1;
  }
  return rank;
}

type Column = ((r: (string | null)[]) => string | null)[];
const playerColumns = [
  'season_id',
  'team_id',
  'stint',
  'is_postseason',
  'games_played',
  'stats',
  'source_id',
];

/**
 * Each player's player_seasons records together, read as the CSV streams by (the writer's order is by player; none
 * kept but the player's own). Returns false, having called onPlayer for some players, when the CSV is in another
 * order: the caller starts again with `sorted`, which reads it whole and sorts it by player first.
 */
function eachPlayer(
  text: string,
  onPlayer: (player: number, rows: (string | null)[][], column: Column) => void,
  sorted = false,
): boolean {
  let names: string[] | null = null;
  let column: Column = [];
  let playerAt = -1;
  let player = -Infinity;
  let rows: (string | null)[][] = [];
  const columns = (head: string[]) => {
    names = head;
    const at = (name: string) => {
      const i = head.indexOf(name);
      if (i < 0) throw new Error(`player_seasons.csv has no column ${name}`);
      return i;
    };
    playerAt = at('player_id');
    column = playerColumns.map((n) => {
      const i = at(n);
      return (r: (string | null)[]) => r[i] ?? null;
    });
  };
  const outOfOrder = new Error('player_seasons.csv is not in player order');
  const each = (r: (string | null)[]) => {
    const id = r[playerAt];
    if (id === null) return;
    const p = Number(id);
    if (p !== player) {
      if (p < player) throw outOfOrder;
      if (rows.length) onPlayer(player, rows, column);
      player = p;
      rows = [];
    }
    rows.push(r);
  };
  try {
    if (sorted) {
      const [head, ...records] = parsePgCsv(text);
      columns((head ?? []) as string[]);
      records
        .map((r, i) => [Number(r[playerAt]), i, r] as const)
        .sort((a, b) => a[0] - b[0] || a[1] - b[1])
        .forEach((x) => each(x[2]));
    } else eachPgCsvRecord(text, (r) => (names ? each(r) : columns(r as string[])));
  } catch (e) {
    if (e === outOfOrder) return false;
    throw e;
  }
  if (rows.length) onPlayer(player, rows, column);
  return true;
}

/** The four leader tables and player_totals from the dataset's player_seasons, seasons, leagues and team_seasons CSV. */
export function deriveLeaders(stats: LeaderStat[], csv: LeaderInputs): DerivedLeaders {
  const leagueSlug = new Map<string | null, string | null>();
  eachRow(csv.leagues, ['id', 'slug'], ([id, slug]) => leagueSlug.set(id, slug));
  const seasonOf = new Map<string | null, { year: number; league: string | null | undefined }>();
  eachRow(csv.seasons, ['id', 'start_year', 'league_id'], ([id, year, league]) =>
    seasonOf.set(id, { year: Number(year), league: leagueSlug.get(league) }),
  );
  const seasonGames = new Map<string, number>();
  eachRow(csv.team_seasons, ['season_id', 'games_played'], ([season, games]) => {
    if (games === null || season === null) return;
    seasonGames.set(season, Math.max(seasonGames.get(season) ?? -Infinity, Number(games)));
  });
  const byLeague = new Map<string, Prepared[]>();
  for (const st of stats) byLeague.set(st.league, [...(byLeague.get(st.league) ?? []), prepare(st)]);
  const wholeCareers = careerTotals(csv.players, leagueSlug);
  let buckets = new Map<number, Bucket>();
  // The players' regular-season totals, summed in the same pass (one JSON.parse of each line for both).
  const totals = new PlayerTotals();
  const bucketOf = (st: LeaderStat, post: boolean) => {
    const k = st.id * 2 + (post ? 1 : 0);
    let b = buckets.get(k);
    if (!b)
      buckets.set(
        k,
        (b = {
          stat: st,
          post,
          key: `${st.id},${post ? 't' : 'f'}`,
          lines: new Rows(),
          seasons: new Rows(),
          seasonEnds: [],
          seasonValues: [],
          careers: [],
          coverage: new Set(),
        }),
      );
    return b;
  };

  const onPlayer = (player: number, rows: (string | null)[][], column: Column) => {
    const [psSeason, psTeam, psStint, psPost, psGames, psStats, psSource] = column;
    // The player's lines by stat and season kind.
    const mine = new Map<Bucket, { s: Prepared; lines: Line[] }>();
    // His seasons of each kind (regular, post), whatever their lines hold.
    const seasons = [new Set<number>(), new Set<number>()];
    const years = [new Set<number>(), new Set<number>()];
    for (const row of rows) {
      const text = psStats(row);
      const json = ((text === null ? null : JSON.parse(text)) ?? {}) as Record<string, unknown>;
      const post = psPost(row) === 't';
      totals.line(json, post);
      const seasonKey = psSeason(row);
      const season = seasonKey === null ? undefined : seasonOf.get(seasonKey);
      const prepared = season?.league ? byLeague.get(season.league) : undefined;
      if (!season || !prepared) continue;
      seasons[post ? 1 : 0].add(Number(seasonKey));
      years[post ? 1 : 0].add(season.year);
      const gamesText = psGames(row);
      const games = gamesText === null ? null : integerOrDecimal(gamesText);
      const pos = at(json, POS);
      const source = psSource(row) ?? '';
      const rest = `${psTeam(row) ?? ''},${psStint(row) ?? ''},${source}`;
      const seasonNo = Number(seasonKey);
      const seasonGamesOf = seasonGames.get(seasonKey!) ?? null;
      const covered = season.year * 1e6 + (source === '' ? 0 : Number(source) + 1);
      for (const s of prepared) {
        const f = lineFigures(s, json, games, pos);
        if (!f) continue;
        const b = bucketOf(s.st, post);
        let m = mine.get(b);
        if (!m) mine.set(b, (m = { s, lines: [] }));
        const [num, den, qual] = f;
        m.lines.push({ season: seasonNo, year: season.year, rest, num, den, qual, games: seasonGamesOf });
        b.coverage.add(covered);
      }
    }
    const span = years.map((y, i) => spanOf(y, seasons[i].size));
    for (const [b, m] of mine)
      addPlayer(b, m.s, player, m.lines, span[b.post ? 1 : 0], wholeCareers.get(player));
    totals.end(player);
  };
  const text = csv.player_seasons.toString('utf8');
  if (!eachPlayer(text, onPlayer)) {
    buckets = new Map();
    totals.reset();
    eachPlayer(text, onPlayer, true);
  }

  // A whole-career total of a player without a line of that stat (his source's lines miss all his seasons of it):
  // a career of its own, over his first to last season.
  const withCareer = new Map<Bucket, Set<number>>();
  for (const [player, t] of wholeCareers) {
    const prepared = t.league ? byLeague.get(t.league) : undefined;
    if (!prepared || t.first === null || t.last === null) continue;
    for (const s of prepared) {
      const num = wholeCareer(false, s, t);
      if (num === undefined || sign(num) === 0) continue;
      const b = bucketOf(s.st, false);
      let have = withCareer.get(b);
      if (!have) withCareer.set(b, (have = new Set(b.careers.map((c) => c.player))));
      if (have.has(player)) continue;
      const [first, last] = [t.first, t.last];
      b.careers.push({ player, num, den: null, qual: null, value: num, first, last, n: last - first + 1 });
    }
  }

  const out = {
    leader_lines: [
      Buffer.from(
        'stat_id,is_postseason,player_id,season_id,start_year,team_id,stint,source_id,num,den,qual,season_games\n',
      ),
    ] as Uint8Array[],
    leader_seasons: [
      Buffer.from('stat_id,is_postseason,player_id,season_id,start_year,num,den,qual,value\n'),
    ] as Uint8Array[],
    leader_careers: [
      Buffer.from('stat_id,is_postseason,player_id,num,den,qual,value,first_year,last_year,seasons,rank\n'),
    ] as Uint8Array[],
    leader_coverage: new Rows(),
  };
  out.leader_coverage.text('stat_id,is_postseason,start_year,source_id');
  out.leader_coverage.end();
  for (const k of [...buckets.keys()].sort((a, b) => a - b)) {
    const b = buckets.get(k)!;
    out.leader_lines.push(b.lines.bytes());
    out.leader_seasons.push(byValue(b.seasons, b.seasonEnds, b.seasonValues));
    const careers = new Rows();
    careerRows(b, careers);
    out.leader_careers.push(careers.bytes());
    for (const c of b.coverage) {
      out.leader_coverage.text(`${b.key},${Math.floor(c / 1e6)},${c % 1e6 ? (c % 1e6) - 1 : ''}`);
      out.leader_coverage.end();
    }
  }
  return {
    leader_lines: Buffer.concat(out.leader_lines),
    leader_seasons: Buffer.concat(out.leader_seasons),
    leader_careers: Buffer.concat(out.leader_careers),
    leader_coverage: Buffer.from(out.leader_coverage.bytes()),
    player_totals: totals.csv(),
  };
}
