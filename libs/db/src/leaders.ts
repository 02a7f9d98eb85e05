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
  const players = table(csv);
  const [id, league, career, first, last] = ['id', 'league_id', 'career', 'first_year', 'last_year'].map(
    players.column,
  );
  for (const r of players.rows) {
    const text = career(r);
    if (text === null || !text.includes('"totals"')) continue;
    const totals = (JSON.parse(text) as { totals?: Record<string, number> }).totals;
    if (!totals) continue;
    const [f, l] = [first(r), last(r)];
    out.set(Number(id(r)), {
      league: leagueSlug.get(league(r)) ?? undefined,
      totals,
      first: f === null ? null : Number(f),
      last: l === null ? null : Number(l),
    });
  }
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

/** A CSV's records and a reader of a record's cell by the header's name. */
function table(csv: Buffer) {
  const [head, ...rows] = parsePgCsv(csv.toString('utf8'));
  const names = (head ?? []) as string[];
  const column = (name: string) => {
    const i = names.indexOf(name);
    if (i < 0) throw new Error(`the dataset's CSV has no column ${name}`);
    return (r: (string | null)[]) => r[i] ?? null;
  };
  return { rows, column };
}

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
  const v = at(stats, path);
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

/**
 * CSV rows (ASCII) written as bytes cell by cell: millions of small strings (a row's, its figures') cost more to make
 * and collect than the derivation's own sums.
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
  private str(v: string) {
    this.room(v.length);
    for (let i = 0; i < v.length; i++) this.buf[this.length++] = v.charCodeAt(i);
  }
  /** A safe integer's digits. */
  private int(n: number) {
    this.room(17);
    if (n < 0) {
      this.buf[this.length++] = 45;
      n = -n;
    }
    let digits = 1;
    for (let t = n; t >= 10; t = Math.floor(t / 10)) digits++;
    for (let i = this.length + digits - 1; i >= this.length; i--) {
      this.buf[i] = 48 + (n % 10);
      n = Math.floor(n / 10);
    }
    this.length += digits;
  }
  /** One cell (null: empty, as COPY reads NULL) and the comma after it, or the line break when it is the last. */
  put(v: Decimal | string | null, last = false) {
    if (typeof v === 'number') this.int(v);
    else if (typeof v === 'string') this.str(v);
    else if (v !== null) this.str(formatDecimal(v));
    this.room(1);
    this.buf[this.length++] = last ? 10 : 44;
  }
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

/** Values ascending, the nulls last, ties in their order: the order of an index on the value (see byValue). */
const ascending = (values: (Decimal | null)[]) => (x: number, y: number) => {
  const [a, b] = [values[x], values[y]];
  if (a === null || b === null) return a === b ? x - y : a === null ? 1 : -1;
  return cmp(a, b) || x - y;
};

/**
 * The rows (each ending at `ends[i]`) in the order of their values: written so, the index on the value finds them
 * sorted already (its build took 2.4 s of the load's CPU on leader_seasons otherwise).
 */
function byValue(rows: Rows, ends: number[], values: (Decimal | null)[]): Uint8Array {
  const src = rows.bytes();
  const order = values.map((_, i) => i).sort(ascending(values));
  const out = new Uint8Array(src.length);
  let at = 0;
  for (const i of order) {
    const start = i ? ends[i - 1] : 0;
    out.set(src.subarray(start, ends[i]), at);
    at += ends[i] - start;
  }
  return out;
}

/** One stat and season kind's rows: the table's order is stat_id, is_postseason, player_id. */
interface Bucket {
  stat: LeaderStat;
  post: boolean;
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
  if (at(json, s.firstKey) === undefined && st.num[0] !== 'games') return null;
  if (st.except_pos !== null && pos !== undefined && pos !== null && String(pos) === st.except_pos)
    return null;
  let num: Decimal | null;
  if (s.single) {
    const v = numberAt(json, s.firstKey);
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

/**
 * A player's lines of one stat: written, summed into his seasons (written) and his career (kept for the ranks). The
 * career's span is his seasons of that kind, not only those in which the stat is not zero (Ruth's 1914: no home run,
 * a season of his career all the same).
 */
function addPlayer(b: Bucket, s: Prepared, player: number, lines: Line[], span: Span, totals?: CareerTotals) {
  const rate = s.den !== null;
  const post = b.post ? 't' : 'f';
  const key = (out: Rows) => {
    out.put(s.st.id);
    out.put(post);
    out.put(player);
  };
  // Stable: a season's lines stay in the dataset's order.
  lines.sort((x, y) => x.season - y.season);
  let career: {
    num: Decimal;
    den: Decimal | null;
    qual: Decimal | null;
    first: number;
    last: number;
    n: number;
  } | null = null;
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
      key(b.lines);
      b.lines.put(l.season);
      b.lines.put(l.year);
      b.lines.put(l.rest);
      b.lines.put(l.num);
      b.lines.put(l.den);
      b.lines.put(l.qual);
      b.lines.put(l.games, true);
    }
    // A season qualifies by its own rule: per game of the season's longest schedule, or a season minimum.
    const floor =
      s.seasonPerGame !== null && games !== null ? mul(s.seasonPerGame, fromNumber(games)) : s.seasonMin;
    const value = !rate
      ? num
      : den !== null && sign(den) > 0 && qual !== null && cmp(qual, floor) >= 0
        ? div(num, den)
        : null;
    key(b.seasons);
    b.seasons.put(first.season);
    b.seasons.put(year);
    b.seasons.put(num);
    b.seasons.put(den);
    b.seasons.put(qual);
    b.seasons.put(value, true);
    b.seasonEnds.push(b.seasons.length);
    b.seasonValues.push(value);
    if (!career) career = { num, den, qual, first: year, last: year, n: 1 };
    else {
      career.num = add(career.num, num);
      career.den = sumOrNull(career.den, den);
      career.qual = sumOrNull(career.qual, qual);
      career.first = Math.min(career.first, year);
      career.last = Math.max(career.last, year);
      career.n++;
    }
  }
  const c = { ...career!, first: span.first, last: span.last, n: span.n };
  // The lines miss seasons where the source gives a whole-career total: the career is that total.
  const whole = wholeCareer(b.post, s, totals);
  if (whole !== undefined) c.num = whole;
  const value = !rate
    ? c.num
    : c.den !== null &&
        sign(c.den) > 0 &&
        c.qual !== null &&
        s.careerMin !== null &&
        cmp(c.qual, s.careerMin) >= 0
      ? div(c.num, c.den)
      : null;
  b.careers.push({ player, ...c, value });
}

/** The bucket's careers, each with its rank() among those with a value, best first (ties share a rank). */
function careerRows(b: Bucket, out: Rows) {
  const ranked = b.careers.filter((c) => c.value !== null);
  const dir = b.stat.ascending ? 1 : -1;
  ranked.sort((x, y) => dir * cmp(x.value!, y.value!));
  const rank = new Map<Career, number>();
  ranked.forEach((c, j) =>
    rank.set(c, j > 0 && cmp(c.value!, ranked[j - 1].value!) === 0 ? rank.get(ranked[j - 1])! : j + 1),
  );
  const post = b.post ? 't' : 'f';
  const values = b.careers.map((c) => c.value);
  for (const i of values.map((_, j) => j).sort(ascending(values))) {
    const c = b.careers[i];
    for (const v of [b.stat.id, post, c.player, c.num, c.den, c.qual, c.value, c.first, c.last, c.n])
      out.put(v);
    out.put(rank.get(c) ?? null, true);
  }
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
  const leagues = table(csv.leagues);
  const [leagueId, slug] = [leagues.column('id'), leagues.column('slug')];
  const leagueSlug = new Map(leagues.rows.map((l) => [leagueId(l), slug(l)]));
  const seasonsCsv = table(csv.seasons);
  const [seasonId, startYear, seasonLeague] = ['id', 'start_year', 'league_id'].map(seasonsCsv.column);
  const seasonOf = new Map(
    seasonsCsv.rows.map((s) => [
      seasonId(s),
      { year: Number(startYear(s)), league: leagueSlug.get(seasonLeague(s)) },
    ]),
  );
  const teamSeasons = table(csv.team_seasons);
  const [tsSeason, tsGames] = ['season_id', 'games_played'].map(teamSeasons.column);
  const seasonGames = new Map<string, number>();
  for (const t of teamSeasons.rows) {
    const [season, games] = [tsSeason(t), tsGames(t)];
    if (games === null || season === null) continue;
    seasonGames.set(season, Math.max(seasonGames.get(season) ?? -Infinity, Number(games)));
  }
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
      const games = gamesText === null ? null : parseDecimal(gamesText);
      const pos = at(json, ['pos']);
      const source = psSource(row) ?? '';
      const rest = `${psTeam(row) ?? ''},${psStint(row) ?? ''},${source}`;
      const seasonNo = Number(seasonKey);
      const seasonGamesOf = seasonGames.get(seasonKey!) ?? null;
      for (const s of prepared) {
        const f = lineFigures(s, json, games, pos);
        if (!f) continue;
        const b = bucketOf(s.st, post);
        let m = mine.get(b);
        if (!m) mine.set(b, (m = { s, lines: [] }));
        const [num, den, qual] = f;
        m.lines.push({ season: seasonNo, year: season.year, rest, num, den, qual, games: seasonGamesOf });
        b.coverage.add(season.year * 1e6 + (source === '' ? 0 : Number(source) + 1));
      }
    }
    const span = years.map((y, i) => ({ first: Math.min(...y), last: Math.max(...y), n: seasons[i].size }));
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
  out.leader_coverage.put('stat_id,is_postseason,start_year,source_id', true);
  for (const k of [...buckets.keys()].sort((a, b) => a - b)) {
    const b = buckets.get(k)!;
    out.leader_lines.push(b.lines.bytes());
    out.leader_seasons.push(byValue(b.seasons, b.seasonEnds, b.seasonValues));
    const careers = new Rows();
    careerRows(b, careers);
    out.leader_careers.push(careers.bytes());
    for (const c of b.coverage)
      out.leader_coverage.put(
        `${b.stat.id},${b.post ? 't' : 'f'},${Math.floor(c / 1e6)},${c % 1e6 ? (c % 1e6) - 1 : ''}`,
        true,
      );
  }
  return {
    leader_lines: Buffer.concat(out.leader_lines),
    leader_seasons: Buffer.concat(out.leader_seasons),
    leader_careers: Buffer.concat(out.leader_careers),
    leader_coverage: Buffer.from(out.leader_coverage.bytes()),
    player_totals: totals.csv(),
  };
}
