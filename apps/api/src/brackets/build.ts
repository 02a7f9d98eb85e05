// A season's postseason games drawn as a bracket: games grouped into series (the same two teams in the same round),
// series placed in columns by each team's path (a series comes one column after the later of its two teams' previous
// series, so a team with a bye skips a column), columns named from the games' round labels, and the series of a
// column ordered from the final backwards so the two series that feed a match-up sit together. Where the series do
// not form a knockout tree (a round robin, winners who did not go on), the bracket is a list and says why.
// A season without postseason games is drawn the same way from its series results (postseason_series: no games),
// each series in the column of its round's stage.
import type { BracketGame, BracketRound, BracketSeries, BracketTeam } from '@trophy-room/contract';
import { countOf, formatRecord } from '@trophy-room/domain';

export interface GameSide {
  /** The franchise's slug; for a team outside the league, a stand-in made from its name (see outside). */
  slug: string;
  name: string;
  seed: number | null;
  region: string | null;
  /** A team outside the league (no team season to link to): its slug is only a key here and goes out as null. */
  outside?: boolean;
}

/** One row of postseason_series, the teams as they were that season. */
export interface BracketSeriesRow {
  round_name: string;
  stage: number;
  series_code: string | null;
  winner: GameSide;
  loser: GameSide;
  wins: number;
  losses: number;
  ties: number;
  winner_goals: number | null;
  loser_goals: number | null;
  decided_by: 'wins' | 'goals' | 'default' | 'none';
}

export interface BracketGameRow {
  slug: string;
  date: string;
  label: string | null;
  home: GameSide;
  away: GameSide;
  home_score: number;
  away_score: number;
  neutral: boolean;
  overtime: string | null;
  has_box_score: boolean;
}

export interface DrawnBracket {
  layout: 'tree' | 'list';
  note: string | null;
  rounds: BracketRound[];
}

/**
 * Games before the bracket proper: play-in, first four and opening-round games, the 2020 qualifying games, the
 * NBA's tiebreakers for a playoff place before 1970-71.
 */
const PRELIMINARY = /^(Play-In|First Four|Opening Round|Seeding Round Robin|Tiebreaker)$/;

/** Regional labels ("NCAA Tournament East Regional") share one column per stage; the region goes on the series. */
const REGIONAL = /^(.*) (\S+) Regional$/;

interface Series {
  label: string | null;
  region: string | null;
  first: string;
  top: GameSide;
  bottom: GameSide;
  games: BracketGameRow[];
  winner: 'top' | 'bottom' | null;
  preliminary: boolean;
  consolation: boolean;
  column: number;
  /** The result of a series known without its games. */
  known?: Decision;
  /** Level wins are settled on total goals (hockey's two-game series). */
  totalGoals?: boolean;
}

type Decision = Pick<
  BracketSeries,
  'winner' | 'result' | 'decided_by' | 'top_figure' | 'bottom_figure' | 'note'
>;

const sideOf = (s: Series, slug: string): 'top' | 'bottom' => (s.top.slug === slug ? 'top' : 'bottom');
const winnerSlug = (s: Series) => (s.winner ? s[s.winner].slug : null);
const loserSlug = (s: Series) => (s.winner ? s[s.winner === 'top' ? 'bottom' : 'top'].slug : null);

function score(s: Series, g: BracketGameRow): [number, number] {
  return g.home.slug === s.top.slug ? [g.home_score, g.away_score] : [g.away_score, g.home_score];
}

/** Games won and goals (or points) of each side. */
function tally(s: Series) {
  let [tw, bw, tg, bg] = [0, 0, 0, 0];
  for (const g of s.games) {
    const [t, b] = score(s, g);
    tg += t;
    bg += b;
    if (t > b) tw++;
    else if (b > t) bw++;
  }
  return { tw, bw, tg, bg };
}

function decide(s: Series): Decision {
  if (s.known) return s.known;
  const { tw, bw, tg, bg } = tally(s);
  const note = null;
  if (s.games.length === 1) {
    const winner = tg > bg ? 'top' : bg > tg ? 'bottom' : null;
    const result = `${Math.max(tg, bg)}-${Math.min(tg, bg)}`;
    return { winner, result, decided_by: 'game', top_figure: tg, bottom_figure: bg, note };
  }
  // A tied game or level wins: in hockey, a two-game total-goal series (a best-of series plays on until someone
  // wins). Elsewhere no series is decided on points: level wins are a series the sources hold only part of.
  const tied = s.games.some((g) => g.home_score === g.away_score);
  if (tw !== bw && !tied) {
    const result = `${Math.max(tw, bw)}-${Math.min(tw, bw)}`;
    const winner = tw > bw ? 'top' : 'bottom';
    return { winner, result, decided_by: 'wins', top_figure: tw, bottom_figure: bw, note };
  }
  if (!s.totalGoals) {
    const held = countOf(s.games.length, 'game');
    const note = `Level after the ${held} the sources hold: the rest of the series is not in them`;
    return {
      winner: null,
      result: `${tw}-${bw}`,
      decided_by: 'wins',
      top_figure: tw,
      bottom_figure: bw,
      note,
    };
  }
  const winner = tg > bg ? 'top' : bg > tg ? 'bottom' : null;
  const result = `${Math.max(tg, bg)}-${Math.min(tg, bg)} on total goals`;
  return { winner, result, decided_by: 'goals', top_figure: tg, bottom_figure: bg, note };
}

/** A series result without games: the winner on top, its games won (with ties) or its goals. */
function known(r: BracketSeriesRow): Decision {
  const games = formatRecord(r.wins, r.losses, r.ties);
  const tiedNote = r.ties > 0 ? countOf(r.ties, 'tied game') : null;
  switch (r.decided_by) {
    case 'goals': {
      const [w, l] = [r.winner_goals ?? 0, r.loser_goals ?? 0];
      const result = `${w}-${l} on total goals`;
      return { winner: 'top', result, decided_by: 'goals', top_figure: w, bottom_figure: l, note: tiedNote };
    }
    case 'default':
      return {
        winner: 'top',
        result: 'by default',
        decided_by: 'default',
        top_figure: 0,
        bottom_figure: 0,
        note: `${r.loser.name} would not play: won by default`,
      };
    case 'none':
      return {
        winner: null,
        result: `${games}, no winner`,
        decided_by: 'wins',
        top_figure: r.wins,
        bottom_figure: r.losses,
        note: ['No winner', tiedNote].filter(Boolean).join(' · '),
      };
    default:
      return {
        winner: 'top',
        result: games,
        decided_by: 'wins',
        top_figure: r.wins,
        bottom_figure: r.losses,
        note: tiedNote,
      };
  }
}

/** The better seed first, else the team at home in the series' first game. */
function orderPair(g: BracketGameRow): [GameSide, GameSide] {
  const { home, away } = g;
  if (home.seed !== null && away.seed !== null && home.seed !== away.seed)
    return home.seed < away.seed ? [home, away] : [away, home];
  return [home, away];
}

/** How a league's season reads its games: level wins settled on total goals (hockey); its play-in round's name. */
export interface BracketRules {
  totalGoals?: boolean;
  /** The name of the season's play-in round where it is not one PRELIMINARY knows (NCAA 2011-2015: First Round). */
  playIn?: string | null;
}

function groupSeries(games: BracketGameRow[], { totalGoals = false, playIn = null }: BracketRules): Series[] {
  const byKey = new Map<string, Series>();
  for (const g of games) {
    const regional = g.label ? REGIONAL.exec(g.label) : null;
    const label = regional ? `${regional[1]} Regionals` : g.label;
    const key = `${label}|${[g.home.slug, g.away.slug].sort().join('|')}`;
    let s = byKey.get(key);
    if (!s) {
      const [top, bottom] = orderPair(g);
      s = {
        label,
        region: regional?.[2] ?? (top.region && top.region === bottom.region ? top.region : null),
        first: g.date,
        top,
        bottom,
        games: [],
        winner: null,
        preliminary: PRELIMINARY.test(g.label ?? '') || (playIn !== null && g.label === playIn),
        consolation: false,
        column: 0,
        totalGoals,
      };
      byKey.set(key, s);
    }
    s.games.push(g);
  }
  const series = [...byKey.values()];
  for (const s of series) s.winner = decide(s).winner;
  return series;
}

/**
 * Columns from the teams' paths, in date order: one after the later of the two teams' previous series. A series
 * between two teams who both lost their previous series is a consolation game (third place).
 */
function placeSeries(series: Series[]): void {
  const last = new Map<string, Series>();
  for (const s of series) {
    if (s.preliminary) continue;
    const before = [last.get(s.top.slug), last.get(s.bottom.slug)];
    s.consolation = before.every((p) => p && loserSlug(p) === (p === before[0] ? s.top.slug : s.bottom.slug));
    if (s.consolation) continue;
    s.column = 1 + Math.max(0, ...before.map((p) => p?.column ?? 0));
    last.set(s.top.slug, s);
    last.set(s.bottom.slug, s);
  }
}

/** Why the series are not a knockout tree, or null when they are. */
function notATree(columns: Series[][], decided: boolean): string | null {
  const roundRobin =
    'Teams played more than one opponent in the same round (a round robin), so the series are listed in order instead of drawn as a bracket.';
  for (const col of columns) {
    const teams = col.flatMap((s) => [s.top.slug, s.bottom.slug]);
    if (new Set(teams).size === teams.length) continue;
    const twice = teams.find((t, i) => teams.indexOf(t) !== i)!;
    const labels = [
      ...new Set(col.filter((s) => s.top.slug === twice || s.bottom.slug === twice).map((s) => s.label)),
    ];
    // Two differently named series at one stage: a team that went on to a second playoff of the same stage.
    return labels.length > 1
      ? `A team played two series at the same stage (${labels.join(' and ')}), so the series are listed in order instead of drawn as a bracket.`
      : roundRobin;
  }
  // A team that lost and played again under the same round label.
  const lostIn = new Map<string, string | null>();
  for (const s of columns.flat().sort((a, b) => a.first.localeCompare(b.first))) {
    if ([s.top.slug, s.bottom.slug].some((t) => lostIn.has(t) && lostIn.get(t) === s.label))
      return roundRobin;
    const lost = loserSlug(s);
    if (lost) lostIn.set(lost, s.label);
  }
  const later = (i: number) =>
    new Set(columns.slice(i + 1).flatMap((c) => c.flatMap((s) => [s.top.slug, s.bottom.slug])));
  for (let i = 0; i < columns.length; i++) {
    const after = later(i);
    for (const s of columns[i]) {
      const lost = loserSlug(s);
      if (lost && after.has(lost))
        return 'A team that lost a series played on in a later round, so the series are listed in order instead of drawn as a bracket.';
      const won = winnerSlug(s);
      const isLast = i === columns.length - 1;
      if (won && !isLast && !after.has(won) && decided)
        return 'A series winner did not play in a later round, so the series are listed in order instead of drawn as a bracket.';
    }
  }
  if (decided && columns.at(-1)?.length !== 1)
    return 'The data holds this postseason only in part (its games stop before a single final), so the series are listed in order instead of drawn as a bracket.';
  return null;
}

/** From the final backwards: each series sits where its winner plays next (top before bottom). */
function orderColumns(columns: Series[][]): Series[][] {
  const ordered: Series[][] = columns.map(() => []);
  for (let i = columns.length - 1; i >= 0; i--) {
    const next = ordered[i + 1] ?? [];
    const slot = (s: Series) => {
      const won = winnerSlug(s);
      const at = next.findIndex((n) => won !== null && (n.top.slug === won || n.bottom.slug === won));
      return at < 0 ? Number.MAX_SAFE_INTEGER : at * 2 + (sideOf(next[at], won!) === 'top' ? 0 : 1);
    };
    ordered[i] = [...columns[i]].sort((a, b) => slot(a) - slot(b) || a.first.localeCompare(b.first));
  }
  return ordered;
}

/** A column's name: its round label; a label over several columns is named by stage from its last one. */
function columnNames(columns: Series[][]): string[] {
  const labelOf = (col: Series[]) => [...new Set(col.map((s) => s.label ?? ''))].join(' / ');
  const labels = columns.map(labelOf);
  return labels.map((label, i) => {
    const same = labels.map((l, j) => (l === label ? j : -1)).filter((j) => j >= 0);
    if (same.length === 1 && label) return label;
    const fromEnd = same.length - 1 - same.indexOf(i);
    const plural = columns[i].length > 1 ? 's' : '';
    const stage =
      fromEnd === 0
        ? `Final${plural}`
        : fromEnd === 1
          ? 'Semifinals'
          : fromEnd === 2
            ? 'Quarterfinals'
            : `Round ${same.indexOf(i) + 1}`;
    return label ? `${label}: ${stage}` : stage;
  });
}

function toTeam(side: GameSide, bye: boolean): BracketTeam {
  return { slug: side.outside ? null : side.slug, name: side.name, seed: side.seed, bye };
}

function toGame(s: Series, g: BracketGameRow): BracketGame {
  const [top, bottom] = score(s, g);
  return {
    slug: g.slug,
    date: g.date,
    top_score: top,
    bottom_score: bottom,
    top_home: g.home.slug === s.top.slug,
    neutral: g.neutral,
    overtime: g.overtime,
    has_box_score: g.has_box_score,
  };
}

function toSeries(s: Series, byes: Set<string>): BracketSeries {
  return {
    top: toTeam(s.top, byes.has(s.top.slug)),
    bottom: toTeam(s.bottom, byes.has(s.bottom.slug)),
    ...decide(s),
    region: s.region,
    games: s.games.map((g) => toGame(s, g)),
  };
}

/** Teams entering a column without having played in the column before it (not counting a play-in game). */
function byesOf(columns: Series[][], i: number): Set<string> {
  if (i === 0) return new Set();
  const before = new Set(columns[i - 1].flatMap((s) => [s.top.slug, s.bottom.slug]));
  return new Set(columns[i].flatMap((s) => [s.top.slug, s.bottom.slug]).filter((t) => !before.has(t)));
}

/** The bracket of a season's postseason games (in date order). `decided`: the season has a champion. */
export function drawBracket(
  games: BracketGameRow[],
  decided: boolean,
  rules: BracketRules = {},
): DrawnBracket {
  const series = groupSeries(games, rules);
  placeSeries(series);
  return draw(series, decided);
}

/** The bracket of a season's series results (no games): each series in the column of its round's stage. */
export function drawSeriesBracket(rows: BracketSeriesRow[], decided: boolean): DrawnBracket {
  const series = rows.map((r, i): Series => ({
    label: r.round_name,
    region: null,
    first: `${String(r.stage).padStart(2, '0')}:${r.series_code ?? ''}:${String(i).padStart(3, '0')}`,
    top: r.winner,
    bottom: r.loser,
    games: [],
    winner: r.decided_by === 'none' ? null : 'top',
    preliminary: false,
    consolation: false,
    column: r.stage,
    known: known(r),
  }));
  return draw(
    series.sort((a, b) => a.first.localeCompare(b.first)),
    decided,
  );
}

function draw(series: Series[], decided: boolean): DrawnBracket {
  const preliminary = series.filter((s) => s.preliminary);
  const main = series.filter((s) => !s.preliminary && !s.consolation);
  const width = Math.max(0, ...main.map((s) => s.column));
  const columns = Array.from({ length: width }, (_, i) => main.filter((s) => s.column === i + 1));
  const why = notATree(columns, decided);
  if (why) {
    return {
      layout: 'list',
      note: why,
      rounds: listRounds(series),
    };
  }
  const ordered = orderColumns(columns);
  const names = columnNames(ordered);
  const rounds: BracketRound[] = [];
  if (preliminary.length)
    rounds.push({
      name: [...new Set(preliminary.map((s) => s.label ?? ''))].join(' / '),
      preliminary: true,
      series: preliminary.map((s) => toSeries(s, new Set())),
      consolation: [],
    });
  // Consolation games sit with the round played on the same days (a third-place game beside the final).
  const left = new Set(series.filter((s) => s.consolation));
  ordered.forEach((col, i) => {
    const dates = new Set(col.flatMap((s) => s.games.map((g) => g.date)));
    const isLast = i === ordered.length - 1;
    const consolation = [...left].filter((s) => isLast || s.games.some((g) => dates.has(g.date)));
    consolation.forEach((s) => left.delete(s));
    const byes = byesOf(ordered, i);
    rounds.push({
      name: names[i],
      preliminary: false,
      series: col.map((s) => toSeries(s, byes)),
      consolation: consolation.map((s) => toSeries(s, new Set())),
    });
  });
  return { layout: 'tree', note: null, rounds };
}

/** The list fallback: every series under its round label, in order of play. */
function listRounds(series: Series[]): BracketRound[] {
  const byLabel = new Map<string, Series[]>();
  for (const s of series) {
    const key = s.label ?? 'Playoffs';
    byLabel.set(key, [...(byLabel.get(key) ?? []), s]);
  }
  return [...byLabel].map(([name, list]) => ({
    name,
    preliminary: list.every((s) => s.preliminary),
    series: list.map((s) => toSeries(s, new Set())),
    consolation: [],
  }));
}
