// The career check: each career total a page shows (players.career, the career source's) against the sum of the
// player's regular-season lines, claimed as two sources of one figure for the reconciliation step (./reconcile.ts),
// with the reason they differ where the lines show it. What a league knows of its own sources (a career file that
// is a snapshot, lines another compiler counted, a second count of a season) comes from its CareerLines.
import type { BuildContext, League, Row } from '../model';
import { nflCareerLines } from '../sources/nfl/career-lines';
import type { CareerLines, Line } from './career-lines';
import { claimAll, type Figure } from './claims';

export const DERIVED_LINES = 'derived:season-lines';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** Sums of counts and of fractional sacks or innings: to one decimal. */
const round = (v: number) => Math.round(v * 10) / 10;

/** The career totals a page shows, by league: the path in players.career → the key in a season line's stats. */
export const CAREER_STATS: Partial<Record<League, Record<string, string>>> = {
  nfl: {
    g: '@games',
    'pass.att': 'pass_att',
    'pass.cmp': 'pass_cmp',
    'pass.yds': 'pass_yds',
    'pass.td': 'pass_td',
    'pass.int': 'pass_int',
    'rush.att': 'rush_att',
    'rush.yds': 'rush_yds',
    'rush.td': 'rush_td',
    'rec.rec': 'rec',
    'rec.yds': 'rec_yds',
    'rec.td': 'rec_td',
    'def.int': 'def_int',
    'def.sk': 'def_sk',
    'def.solo': 'def_solo',
  },
  nhl: { gp: '@games', g: 'g', a: 'a', pts: 'pts', pim: 'pim' },
  mlb: {
    'bat.ab': 'ab',
    'bat.r': 'r',
    'bat.h': 'h',
    'bat.hr': 'hr',
    'bat.rbi': 'rbi',
    'bat.sb': 'sb',
    'bat.bb': 'bb',
    'p.w': 'p.w',
    'p.l': 'p.l',
    'p.sv': 'p.sv',
    'p.so': 'p.so',
    'p.ipo': 'p.ipo',
  },
};

const at = (o: unknown, path: string): number | null => {
  let v: unknown = o;
  for (const part of path.split('.'))
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : null;
  return num(v);
};

/** Years as ranges: 1970-1972, 1975. */
const ranges = (years: readonly number[]) =>
  years
    .reduce<[number, number][]>((acc, y) => {
      const r = acc[acc.length - 1];
      if (r && r[1] === y - 1) r[1] = y;
      else acc.push([y, y]);
      return acc;
    }, [])
    .map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`))
    .join(', ');

export interface CareerCase {
  career: number;
  lines: readonly Line[];
  /** Who compiled the career total, where known; a line's `by` names who compiled it. */
  by?: string;
  /** Which edition of its compiler's tables the career total is from. */
  edition?: string;
  first: number | null;
  last: number | null;
  /** The last season the career source counts (a snapshot), if it is one. */
  end?: number;
  /** The seasons any line of the league gives the statistic. */
  covered: ReadonlySet<number>;
}

/**
 * Why a career total and the sum of the season lines differ, when the lines show it: the career source stops at a
 * season the lines go past (their sum without the later seasons equals it), or the lines miss seasons of his career
 * and fall short of it. Null when neither accounts for the difference (a difference the other way, or no gap).
 */
export function careerReason(c: CareerCase): string | null {
  const sum = (ls: CareerCase['lines']) => round(ls.reduce((a, l) => a + (l.value ?? 0), 0));
  const end = c.end ?? Infinity;
  const later = c.lines.filter((l) => l.year > end && l.value !== null);
  const base = sum(c.lines.filter((l) => l.year <= end));
  const laterYears = [...new Set(later.map((l) => l.year))].sort();
  const after = later.length
    ? `the career source counts seasons to ${end}; the lines of ${ranges(laterYears)} add ${sum(later)}`
    : '';
  if (base === c.career) return after || null;
  const other = otherCount(c, end);
  if (other) return [after, other].filter(Boolean).join('; ');
  const compiled = compiledApart(c, end) ?? editionsApart(c, end);
  if (base > c.career) return compiled ? [after, compiled].filter(Boolean).join('; ') : null;
  const given = new Set(c.lines.filter((l) => l.value !== null).map((l) => l.year));
  const gaps: number[] = [];
  if (c.first !== null && c.last !== null)
    for (let y = c.first; y <= Math.min(c.last, end); y++) if (!given.has(y)) gaps.push(y);
  const uncovered = gaps.filter((y) => !c.covered.has(y));
  const own = gaps.filter((y) => c.covered.has(y));
  const parts = [
    uncovered.length ? `no source's lines give it for ${ranges(uncovered)}` : '',
    own.length ? `no line of his gives it for ${ranges(own)}` : '',
  ].filter(Boolean);
  const fewer = [
    ...new Set(c.lines.filter((l) => l.year <= end && l.value !== null && l.fewer).map((l) => l.fewer!)),
  ];
  const short = [
    gaps.length ? `the lines miss ${gaps.length} season(s) of his career (${parts.join('; ')})` : '',
    ...fewer,
  ].filter(Boolean);
  if (!short.length) return compiled ? [after, compiled].filter(Boolean).join('; ') : null;
  return [after, `${short.join('; ')}: ${round(c.career - base)} short of the career total`]
    .filter(Boolean)
    .join('; ');
}

/** Where another source's count of some seasons makes the lines' sum equal the career total, those seasons. */
function otherCount(c: CareerCase, end: number): string | null {
  const kept = c.lines.filter((l) => l.year <= end);
  const apart = kept.filter((l) => l.other && l.value !== null && l.other.value !== l.value);
  if (!apart.length) return null;
  const sum = kept.reduce((a, l) => a + ((l.other?.value ?? l.value) || 0), 0);
  if (round(sum) !== c.career) return null;
  const each = apart.map((l) => `${l.other!.value} in ${l.year} (the line: ${l.value})`).join(', ');
  return `${apart[0].other!.by} counts ${each}; with its count the lines sum to the career total`;
}

/**
 * Where lines another compiler counted make up part of the sum, the two counts of the same games are separate work
 * (tackles, games played and yards are credited by each compiler's reading of the gamebooks and play-by-play).
 */
function compiledApart(c: CareerCase, end: number): string | null {
  const other = c.lines.filter((l) => l.year <= end && l.value !== null && l.by && c.by && l.by !== c.by);
  if (!other.length) return null;
  const whose = [...new Set(other.map((l) => l.by))].join(' and ');
  const years = ranges([...new Set(other.map((l) => l.year))].sort());
  return `the lines of ${years} are ${whose}'s count, the career total ${c.by}'s: separate compilations of the same games`;
}

/** Where the career total and every line are one compiler's but from two editions of its tables, those editions. */
function editionsApart(c: CareerCase, end: number): string | null {
  const kept = c.lines.filter((l) => l.year <= end && l.value !== null);
  if (!c.by || !c.edition || !kept.length) return null;
  if (kept.some((l) => l.by !== c.by || !l.edition || l.edition === c.edition)) return null;
  const editions = [...new Set(kept.map((l) => l.edition))].join(' and ');
  return `the lines and the career total are both ${c.by}'s, from two editions of its tables (the lines: ${editions}; the career total: ${c.edition}), and no other source's count of his seasons accounts for the difference`;
}

/** The leagues whose career check knows more of its sources than the lines themselves say. */
const LEAGUE_LINES: Partial<Record<League, (ctx: BuildContext) => CareerLines>> = { nfl: nflCareerLines };

/** Each career total a page shows vs the sum of the player's regular-season lines. */
export function claimCareers(ctx: BuildContext, figure: Figure): void {
  const lines = new Map<string, { row: Row<'player_seasons'>; year: number }[]>();
  // per league and statistic: the seasons any line gives it (where a source covers it at all)
  const covered = new Map<string, Set<number>>();
  const value = (l: Row<'player_seasons'>, key: string) =>
    key === '@games' ? num(l.games_played) : at(l.stats, key);
  for (const l of ctx.rows('player_seasons')) {
    const season = ctx.get('seasons', String(l.season));
    const year = num(season?.start_year);
    if (l.is_postseason === true || year === null) continue;
    lines.set(String(l.player), [...(lines.get(String(l.player)) ?? []), { row: l, year }]);
    const league = String(season?.league);
    for (const key of Object.values(CAREER_STATS[league as League] ?? {}))
      if (value(l, key) !== null) {
        const set = covered.get(`${league}|${key}`) ?? new Set<number>();
        set.add(year);
        covered.set(`${league}|${key}`, set);
      }
  }
  const known = new Map<League, CareerLines>();
  for (const p of ctx.rows('players')) {
    const league = p.league as League;
    const stats = CAREER_STATS[league];
    const own = lines.get(p.key);
    if (!stats || !own || !p.career || typeof p.career !== 'object' || !p.source) continue;
    if (!known.has(league) && LEAGUE_LINES[league]) known.set(league, LEAGUE_LINES[league]!(ctx));
    const lg = known.get(league);
    const source = String(p.source);
    const person = ctx.get('people', String(p.person));
    for (const [path, key] of Object.entries(stats)) {
      const career = at(p.career, path);
      if (career === null) continue;
      const given: Line[] = own.map(({ row, year }) => ({
        year,
        value: value(row, key),
        ...lg?.line({ source: String(row.source), key, player: p.key, season: year }),
      }));
      if (given.every((v) => v.value === null)) continue;
      const sum = round(given.reduce<number>((a, v) => a + (v.value ?? 0), 0));
      const reason =
        sum === career
          ? null
          : careerReason({
              career,
              lines: given,
              first: num(p.first_year),
              last: num(p.last_year),
              end: lg?.end(source),
              by: lg?.by(source),
              edition: lg?.edition(source),
              covered: covered.get(`${league}|${key}`) ?? new Set(),
            });
      claimAll(
        ctx,
        figure,
        { league, key: `${p.key}#${path}`, label: `${String(person?.full_name ?? p.slug)}: career ${path}` },
        [
          { source, value: career },
          { source: DERIVED_LINES, value: sum, note: reason ?? undefined },
        ],
      );
    }
  }
}
