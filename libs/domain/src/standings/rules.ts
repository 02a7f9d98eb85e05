// How each league publishes its standings, by era: what orders a table (points in hockey, win percentage
// elsewhere), the points a result earns, whether games behind is shown, the columns in the league's order and the
// tie-breakers it applies. One rule for the pipeline (which ranks every stored table), the API (tables on a date)
// and the screens (the columns). Sources:
// - NHL: two points a win, one a tie (until 2004-05, the last season with ties) and one an overtime loss (from
//   1999-2000; before, an overtime loss was a loss); tables ordered by points (by points percentage in the curtailed
//   2019-20), then points percentage, then the NHL's tie-breakers (from 2010-11 regulation-plus-overtime wins, from
//   2019-20 regulation wins first; earlier, wins), then head-to-head (NHL Official Rules, tie-breaking procedures).
// - NFL: ordered by win percentage, a tie half a win from 1972; division ties broken by head-to-head, division
//   record, then conference record (NFL Record & Fact Book, tie-breaking procedures; common games and strength of
//   victory are not computed here).
// - NBA: win percentage with games behind; ties by head-to-head, then division and conference record (NBA
//   tie-break rules).
// - MLB: win percentage with games behind; from 2022 ties by head-to-head (earlier, a tie for a place that mattered
//   was played off in a game counted in the regular season, so the final tables hold no such tie).
// - College: a conference's table is ordered by conference record (win percentage, a tie half a win), as the
//   conferences publish it, then by the overall record; the sources carry no conference tie-breakers, so teams
//   still level are shown tied. A table where a team's conference record is unknown (or of independents) has no
//   finish: it is shown by overall record, unranked, rather than ranked by a rule no conference uses.
// Where the sources lack a tie-breaker's figures, the team the league sent to the postseason comes first, then
// the order the source published; teams still level are shown tied.

export interface StandingsScope {
  sport: string;
  /** 'professional' or a college level; a pro league by default. */
  level?: string | null;
  /** The season's start year. */
  year: number;
}

/** The points a result earns where a table is ordered by points. */
export interface PointsSystem {
  win: number;
  tie: number;
  otLoss: number;
}

export type StandingsColumn =
  | 'gp'
  | 'w'
  | 'l'
  | 't'
  | 'otl'
  | 'pts'
  | 'ppct'
  | 'pct'
  | 'gb'
  | 'pf'
  | 'pa'
  | 'diff'
  | 'div'
  | 'conf'
  | 'streak';

/**
 * A tie-breaker: a figure compared between tied teams, higher first. Where the sources lack one for a tied team
 * (regulation wins before the games tell them), the breaking stops there.
 */
export type TieBreaker =
  | 'points-percentage'
  | 'wins'
  | 'regulation-wins'
  | 'regulation-overtime-wins'
  | 'head-to-head'
  | 'division-record'
  | 'conference-record'
  | 'win-percentage';

export interface StandingsRules {
  /** Points; points percentage (the NHL's curtailed 2019-20); win percentage; conference win percentage (college). */
  order: 'points' | 'points-percentage' | 'percentage' | 'conference-percentage';
  points: PointsSystem | null;
  gamesBehind: boolean;
  /** The columns in the order the league prints them (T and OTL only where a table has some). */
  columns: StandingsColumn[];
  tieBreakers: TieBreaker[];
}

const pro = (s: StandingsScope) => !s.level || s.level === 'professional';

/** The last NHL season with ties, and the first with a point for an overtime loss. */
export const NHL_LAST_TIES = 2003;
export const NHL_OT_LOSS_POINT_FROM = 1999;

export function standingsRules(scope: StandingsScope): StandingsRules {
  const { sport, year } = scope;
  if (sport === 'hockey') {
    const otLoss = pro(scope) && year >= NHL_OT_LOSS_POINT_FROM ? 1 : 0;
    const tieBreakers: TieBreaker[] = !pro(scope)
      ? ['win-percentage']
      : year >= 2019
        ? ['points-percentage', 'regulation-wins', 'regulation-overtime-wins', 'wins', 'head-to-head']
        : year >= 2010
          ? ['points-percentage', 'regulation-overtime-wins', 'head-to-head']
          : ['points-percentage', 'wins', 'head-to-head'];
    return {
      order: !pro(scope) ? 'conference-percentage' : year === 2019 ? 'points-percentage' : 'points',
      points: pro(scope) ? { win: 2, tie: 1, otLoss } : null,
      gamesBehind: false,
      columns: pro(scope)
        ? ['gp', 'w', 'l', 't', 'otl', 'pts', 'ppct', 'pf', 'pa', 'diff', 'streak']
        : ['gp', 'w', 'l', 't', 'pct', 'pf', 'pa', 'diff'],
      tieBreakers,
    };
  }
  if (sport === 'football')
    return {
      order: pro(scope) ? 'percentage' : 'conference-percentage',
      points: null,
      gamesBehind: false,
      columns: pro(scope)
        ? ['w', 'l', 't', 'pct', 'pf', 'pa', 'diff', 'div', 'conf', 'streak']
        : ['w', 'l', 't', 'pct', 'pf', 'pa', 'diff'],
      tieBreakers: pro(scope) ? ['head-to-head', 'division-record', 'conference-record'] : ['win-percentage'],
    };
  if (sport === 'basketball')
    return {
      order: pro(scope) ? 'percentage' : 'conference-percentage',
      points: null,
      gamesBehind: pro(scope),
      columns: pro(scope)
        ? ['w', 'l', 'pct', 'gb', 'pf', 'pa', 'diff', 'div', 'conf', 'streak']
        : ['w', 'l', 'pct', 'pf', 'pa', 'diff', 'streak'],
      tieBreakers: pro(scope) ? ['head-to-head', 'division-record', 'conference-record'] : ['win-percentage'],
    };
  // baseball
  return {
    order: pro(scope) ? 'percentage' : 'conference-percentage',
    points: null,
    gamesBehind: pro(scope),
    columns: pro(scope)
      ? ['w', 'l', 'pct', 'gb', 'pf', 'pa', 'diff', 'streak']
      : ['w', 'l', 't', 'pct', 'pf', 'pa', 'diff'],
    tieBreakers: !pro(scope) ? ['win-percentage'] : year >= 2022 ? ['head-to-head'] : [],
  };
}

/** A hockey record's points by the season's system: 2 a win, 1 a tie, 1 an overtime loss where it earned one. */
export function standingsPoints(
  r: { wins: number; ties?: number | null; ot_losses?: number | null },
  points: PointsSystem,
): number {
  return points.win * r.wins + points.tie * (r.ties ?? 0) + points.otLoss * (r.ot_losses ?? 0);
}

/** Points percentage: the points won of the points available (two a game), three decimals; null before a game. */
export function pointsPercentage(points: number | null, gamesPlayed: number | null): number | null {
  if (points === null || !gamesPlayed) return null;
  return Math.round((points * 1000) / (2 * gamesPlayed)) / 1000;
}

/** Games behind a table's leader: half the difference in wins plus half the difference in losses. */
export function gamesBehind(
  leader: { wins: number; losses: number },
  team: { wins: number; losses: number },
): number {
  return (leader.wins - team.wins + (team.losses - leader.losses)) / 2;
}
