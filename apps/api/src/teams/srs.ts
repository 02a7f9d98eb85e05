// The simple rating system (SRS) of one league-season, from its regular-season games: each team's rating is its
// margin of victory per game plus the mean rating of the opponents it played (once per game), solved by iteration.
// As Pro-Football-Reference and Baseball-Reference publish it: 0 is an average team, and each group of teams that
// met only among themselves (the AL and the NL before interleague play) averages 0.

export interface ScoredGame {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
}

export interface SimpleRating {
  /** Games counted. */
  games: number;
  /** Margin of victory: (for − against) ÷ games. */
  margin: number;
  /** The rating: margin + schedule. */
  rating: number;
  /** Strength of schedule: the mean rating of the opponents, once per game. */
  schedule: number;
  /** Place by rating among the league-season's teams (1 the best; equal ratings share a place). */
  rank: number;
  /** Teams rated that season. */
  teams: number;
}

const TOLERANCE = 1e-9;
const MAX_SWEEPS = 20_000;

/**
 * Ratings by team id, or null when the iteration does not settle within its bound. Gauss-Seidel sweeps (each team
 * updated in place, in id order): unlike updating all teams at once, they settle also on a schedule whose teams
 * split into two sides that only meet across (an even cycle), where the all-at-once update swings for ever.
 */
export function simpleRatings(games: ScoredGame[]): Map<number, SimpleRating> | null {
  const ids = [...new Set(games.flatMap((g) => [g.home, g.away]))].sort((a, b) => a - b);
  const at = new Map(ids.map((id, i) => [id, i]));
  const opponents: number[][] = ids.map(() => []);
  const margin = ids.map(() => 0);
  for (const g of games) {
    const [h, a] = [at.get(g.home) ?? 0, at.get(g.away) ?? 0];
    if (h === a) continue;
    opponents[h].push(a);
    opponents[a].push(h);
    margin[h] += g.homeScore - g.awayScore;
    margin[a] += g.awayScore - g.homeScore;
  }
  const mov = margin.map((m, i) => (opponents[i].length ? m / opponents[i].length : 0));
  const mean = (list: number[], r: number[]) => list.reduce((s, j) => s + r[j], 0) / (list.length || 1);

  const r = [...mov];
  let settled = false;
  for (let sweep = 0; sweep < MAX_SWEEPS && !settled; sweep++) {
    let change = 0;
    for (let i = 0; i < r.length; i++) {
      const next = mov[i] + mean(opponents[i], r);
      change = Math.max(change, Math.abs(next - r[i]));
      r[i] = next;
    }
    settled = change < TOLERANCE;
  }
  if (!settled) return null;

  // The equations fix the ratings up to a constant for each group of teams that played one another: center each.
  for (const group of groupsOf(opponents)) {
    const shift = mean(group, r);
    for (const i of group) r[i] -= shift;
  }
  const rated = new Map<number, SimpleRating>();
  ids.forEach((id, i) => {
    const rating = r[i];
    rated.set(id, {
      games: opponents[i].length,
      margin: mov[i],
      rating,
      schedule: rating - mov[i],
      rank: 1 + r.filter((o) => o > rating + TOLERANCE * 1e3).length,
      teams: ids.length,
    });
  });
  return rated;
}

/** The teams' groups: each the teams linked by games, directly or through others. */
function groupsOf(opponents: number[][]): number[][] {
  const seen = new Set<number>();
  const groups: number[][] = [];
  for (let start = 0; start < opponents.length; start++) {
    if (seen.has(start)) continue;
    const group = [start];
    seen.add(start);
    for (let k = 0; k < group.length; k++)
      for (const j of opponents[group[k]])
        if (!seen.has(j)) {
          seen.add(j);
          group.push(j);
        }
    groups.push(group);
  }
  return groups;
}
