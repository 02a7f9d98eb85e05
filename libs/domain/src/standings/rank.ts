// Ranks one standings table (a division, a conference or a league) by its league's rules: the order (points or
// win percentage), then the tie-breakers the league applied as far as the sources hold their figures, then the team
// the league sent to the postseason, then the order the source published; teams still level share a rank and are
// marked tied. Games behind is measured from the leader of the same table.
import {
  gamesBehind,
  pointsPercentage,
  standingsPoints,
  type StandingsRules,
  type TieBreaker,
} from './rules';

export interface TableEntry {
  /** The team's key (the head-to-head look-up's). */
  team: string;
  wins: number;
  losses: number;
  ties?: number | null;
  ot_losses?: number | null;
  /** Points as the source gives them (hockey); computed by the season's system when absent. */
  points?: number | null;
  games_played?: number | null;
  /** Win percentage by the sport's rule (the caller's, from winPercentage). */
  win_percentage: number | null;
  division_record?: string | null;
  conference_record?: string | null;
  /** Hockey's regulation wins (RW) and regulation-plus-overtime wins (ROW), where the games tell them. */
  regulation_wins?: number | null;
  regulation_overtime_wins?: number | null;
  /** The team played in that season's postseason. */
  postseason?: boolean;
  /** The rank the source published, if any. */
  source_rank?: number | null;
}

export interface RankedEntry<T> {
  entry: T;
  /** None where the table cannot be ranked as the league ranks it (a college table without conference records). */
  rank: number | null;
  /** Level with another team by every rule the data allows. */
  tied: boolean;
  points: number | null;
  points_percentage: number | null;
  games_behind: number | null;
}

/** A team's record against another in the season's regular-season games (wins, losses, ties). */
export type HeadToHead = (team: string, opponent: string) => { w: number; l: number; t: number } | null;

export interface TableOptions {
  headToHead?: HeadToHead;
  /** Every team of the table is of one division (the division-record tie-breaker applies). */
  divisionTable?: boolean;
}

const RECORD = /^(\d+)-(\d+)(?:-(\d+))?$/;

/** The win share of a "W-L" or "W-L-T" record, ties half; null when it has none. */
function recordShare(text: string | null | undefined): number | null {
  const m = text ? RECORD.exec(text) : null;
  if (!m) return null;
  const [w, l, t] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  return w + l + t ? (w + t / 2) / (w + l + t) : null;
}

interface Line<T> {
  entry: T;
  points: number | null;
  ppct: number | null;
}

/** A tie-breaker's figure per team (higher first), or null when the sources do not hold it for all of them. */
function figures<T extends TableEntry>(
  by: TieBreaker,
  lines: Line<T>[],
  opts: TableOptions,
): number[] | null {
  const all = (f: (l: Line<T>) => number | null) => {
    const v = lines.map(f);
    return v.every((x): x is number => x !== null) ? v : null;
  };
  switch (by) {
    case 'points-percentage':
      return all((l) => l.ppct);
    case 'wins':
      return all((l) => l.entry.wins);
    case 'regulation-wins':
      return all((l) => l.entry.regulation_wins ?? null);
    case 'regulation-overtime-wins':
      return all((l) => l.entry.regulation_overtime_wins ?? null);
    case 'division-record':
      return opts.divisionTable ? all((l) => recordShare(l.entry.division_record)) : null;
    case 'conference-record':
      return all((l) => recordShare(l.entry.conference_record));
    case 'win-percentage':
      return all((l) => l.entry.win_percentage);
    case 'head-to-head': {
      const h2h = opts.headToHead;
      if (!h2h) return null;
      const shares: number[] = [];
      for (const a of lines) {
        let won = 0;
        let games = 0;
        for (const b of lines) {
          if (a === b) continue;
          const r = h2h(a.entry.team, b.entry.team);
          if (!r || r.w + r.l + r.t === 0) return null; // every pair must have met
          won += r.w + r.t / 2;
          games += r.w + r.l + r.t;
        }
        shares.push(won / games);
      }
      return shares;
    }
  }
}

/** Splits `lines` into runs of equal figures, best first. */
function splitBy<T>(lines: T[], values: number[]): T[][] {
  const order = lines.map((l, i) => ({ l, v: values[i] })).sort((a, b) => b.v - a.v);
  const runs: T[][] = [];
  order.forEach((x, i) => {
    if (i > 0 && Math.abs(x.v - order[i - 1].v) < 1e-9) runs[runs.length - 1].push(x.l);
    else runs.push([x.l]);
  });
  return runs;
}

/**
 * Orders a set of teams level on the table's order: each tie-breaker in turn; when one separates the set, each
 * smaller set still level starts the list again (as the NFL and the NBA do). Returns runs of teams still level.
 */
function breakTie<T extends TableEntry>(
  lines: Line<T>[],
  rules: StandingsRules,
  opts: TableOptions,
): Line<T>[][] {
  if (lines.length < 2) return [lines];
  for (let i = 0; i < rules.tieBreakers.length; i++) {
    const values = figures(rules.tieBreakers[i], lines, opts);
    if (values === null) {
      if (rules.tieBreakers[i].startsWith('regulation')) break; // the next rules need what no source holds
      continue;
    }
    const runs = splitBy(lines, values);
    if (runs.length === 1) continue;
    return runs.flatMap((run) => breakTie(run, rules, opts));
  }
  // Beyond the sources' tie-breakers: the postseason team first, then the source's published order.
  const post = splitBy(
    lines,
    lines.map((l) => (l.entry.postseason ? 1 : 0)),
  );
  if (post.length > 1) return post.flatMap((run) => breakTie(run, { ...rules, tieBreakers: [] }, opts));
  const ranks = lines.map((l) => l.entry.source_rank ?? null);
  if (ranks.every((r): r is number => r !== null)) {
    const runs = splitBy(
      lines,
      ranks.map((r) => -r),
    );
    if (runs.length > 1) return runs;
  }
  return [lines];
}

/** The table in order, each team with its rank (shared when tied), points, points % and games behind. */
export function rankTable<T extends TableEntry>(
  entries: T[],
  rules: StandingsRules,
  opts: TableOptions = {},
): RankedEntry<T>[] {
  const lines: Line<T>[] = entries.map((entry) => {
    const points = rules.points === null ? null : (entry.points ?? standingsPoints(entry, rules.points));
    const gp = entry.games_played ?? entry.wins + entry.losses + (entry.ties ?? 0) + (entry.ot_losses ?? 0);
    return { entry, points, ppct: pointsPercentage(points, gp) };
  });
  const conference = lines.map((l) => recordShare(l.entry.conference_record));
  // A conference table ranks by conference record; without every team's, it is shown by overall record, unranked.
  const unranked =
    rules.order === 'conference-percentage' && conference.some((c) => c === null)
      ? { ...rules, order: 'percentage' as const, tieBreakers: [] }
      : null;
  const order = unranked ?? rules;
  const primary = lines.map(
    (l, i) =>
      (order.order === 'points'
        ? l.points
        : order.order === 'points-percentage'
          ? l.ppct
          : order.order === 'conference-percentage'
            ? conference[i]
            : l.entry.win_percentage) ?? -1,
  );
  const runs = splitBy(lines, primary).flatMap((run) => breakTie(run, order, opts));
  const leader = runs[0]?.[0]?.entry;
  const out: RankedEntry<T>[] = [];
  for (const run of runs) {
    const rank = out.length + 1;
    for (const l of run)
      out.push({
        entry: l.entry,
        rank: unranked ? null : rank,
        tied: !unranked && run.length > 1,
        points: l.points,
        points_percentage: l.ppct,
        games_behind: rules.gamesBehind && leader ? gamesBehind(leader, l.entry) : null,
      });
  }
  return out;
}
