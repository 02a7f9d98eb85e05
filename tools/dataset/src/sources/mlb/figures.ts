// The MLB figures two sources give, each with the rule that resolves a disagreement and the reasons a difference
// may have. The givers claim them (ctx.claim) where they build the row; the reconciliation step compares them.
import type { Claim, Figure } from '../../pipeline/claims';
import { BBREF_2025, HAND_WS, LAHMAN, OF_RECORD, RETRO } from './common';
import { BBREF_2025_PLAYERS } from './bbref-2025-lines';
import type { SpecialGame } from './shapes';

/** A claim's own note: the giver knows why its value differs. */
const noted = (claims: readonly Claim[]) => claims.find((c) => c.note)?.note ?? null;

export const teamSeasonRecord: Figure = {
  id: 'mlb.team_season.record',
  name: 'Team-season W-L: Lahman Teams vs the Retrosheet game logs',
  precedence: [LAHMAN, RETRO],
  rule: 'Lahman Teams holds the standings as the league counted them (forfeits awarded, protested games replayed or voided); the game logs score each game as played, and are checked against it.',
  explain: noted,
};

export const teamSeasonVenue: Figure = {
  id: 'mlb.team_season.venue',
  name: 'Team-season home park: Lahman Teams.park vs the park of most home games (Retrosheet)',
  precedence: [RETRO, LAHMAN],
  rule: "The park of most of the season's home games in the game logs; Lahman Teams.park (free text, matched to Lahman Parks) names every park of a season the team moved in, and sometimes the team's regular home in a season played mostly elsewhere.",
  explain: (claims) => {
    const lahman = claims.find((c) => c.source === LAHMAN);
    const games = claims.find((c) => c.source === RETRO);
    if (lahman && games && String(lahman.value).split(' / ').includes(String(games.value)))
      return 'The team played home games at more than one park that season (it moved, or split its games between two): Lahman Teams.park names each, the games count most home games at one of them.';
    return noted(claims);
  },
};

export const teamSeasonRuns: Figure = {
  id: 'mlb.team_season.runs',
  name: 'Team-season runs scored-allowed: Lahman Teams vs the Retrosheet game logs',
  precedence: [LAHMAN, RETRO],
  rule: "Lahman Teams holds the season's official totals; the game logs' scores, summed, are checked against them.",
  explain: noted,
};

export const managerRecord: Figure = {
  id: 'mlb.coach_stint.record',
  name: "Manager's W-L with a team in a season: Lahman Managers vs the Retrosheet game logs",
  precedence: [OF_RECORD, LAHMAN, RETRO],
  rule: "The manager of record's W-L is kept, as MLB and Baseball-Reference count it: the game logs', an acting manager's games (all between games of the manager's) credited to the manager, where every manager left is one Lahman Managers lists and their W-L is the team's (Lahman splits games to acting managers: Cox 2010, Torre 2007); else Lahman's.",
  explain: noted,
};

export const worldSeriesWinner: Figure = {
  id: 'mlb.world_series.winner',
  name: 'World Series winner: Lahman SeriesPost vs the hand-checked list',
  precedence: [HAND_WS, LAHMAN],
  rule: 'The hand-checked list (Baseball-Reference, MLB.com) is written for the series Lahman lacks; where both give one, they must agree.',
  explain: noted,
};

export const worldSeriesTies: Figure = {
  id: 'mlb.world_series.ties',
  name: 'World Series tie games: Lahman SeriesPost vs the hand-checked list',
  precedence: [HAND_WS, LAHMAN],
  rule: 'Lahman SeriesPost leaves out some tie games (called for darkness); hand/mlb/world_series_ties.csv names each, with its reference.',
  explain: noted,
};

/**
 * The pitchers' earned runs of a team may sum to more than the team's: Official Baseball Rule 9.16(i) charges a relief
 * pitcher who enters mid-inning without the benefit of the chances for outs missed before he came in, so a run can be
 * earned to him and unearned to the team (the team's earned runs are scored as if one pitcher had pitched the inning).
 */
const pitchersEarnedRuns = (claims: readonly Claim[]) => {
  const team = claims.find((c) => c.source === BBREF_2025)?.value;
  const lines = claims.find((c) => c.source === BBREF_2025_PLAYERS)?.value;
  if (!claims[0]?.subject.endsWith('#p.er') || typeof team !== 'number' || typeof lines !== 'number')
    return null;
  return lines > team
    ? `The pitchers' earned runs sum to ${lines - team} more than the team's ${team}: under Official Baseball Rule 9.16(i) a relief pitcher entering mid-inning gets no benefit of the chances for outs missed before him, so a run can be earned to him and unearned to the team.`
    : null;
};

export const teamSeasonPlayerTotals: Figure = {
  id: 'mlb.team_season.player_totals',
  name: "Team-season 2025 batting and pitching totals: Baseball-Reference team tables vs the sum of its players' lines",
  precedence: [BBREF_2025, BBREF_2025_PLAYERS],
  rule: "The team tables hold the team's season totals; its players' lines of that team (a traded player's per-team rows, never his combined row), summed, are checked against them.",
  explain: (claims) => pitchersEarnedRuns(claims) ?? noted(claims),
};

/**
 * Why the game logs' W-L of a team-season differs from Lahman's, from the games themselves: the log scores games
 * Lahman does not count (forfeits it counts apart, protested games replayed or voided), or lacks games Lahman counts.
 * Null when neither accounts for the difference.
 */
export function recordReason(
  lahman: { wins: number; losses: number },
  games: { wins: number; losses: number },
  special: readonly SpecialGame[],
): string | null {
  const extraW = games.wins - lahman.wins;
  const extraL = games.losses - lahman.losses;
  if (extraW <= 0 && extraL <= 0 && extraW + extraL < 0)
    return `The game logs lack ${-(extraW + extraL)} decided game(s) Lahman Teams counts (${-extraW} W, ${-extraL} L), such as a forfeit awarded without play.`;
  const has = (r: 'W' | 'L', n: number) => n <= 0 || special.filter((g) => g.result === r).length >= n;
  if (extraW >= 0 && extraL >= 0 && extraW + extraL > 0 && has('W', extraW) && has('L', extraL)) {
    const list = special
      .filter((g) => (g.result === 'W' && extraW > 0) || (g.result === 'L' && extraL > 0))
      .map((g) => `${g.slug} (${g.kind}, ${g.result} in the log)`)
      .join(', ');
    return `The game logs count ${extraW + extraL} game(s) Lahman Teams does not: forfeited or protested games (${list}).`;
  }
  return null;
}

/**
 * Why the game logs' runs of a team-season differ from Lahman's: the log scores forfeited or protested games Lahman
 * counts apart; before 1920 the two come from separate research (Retrosheet rebuilt the early seasons game by game
 * from newspaper box scores, Lahman's season totals come from the published records), and differ by a few runs.
 */
/**
 * The last season in which Retrosheet's box-score game logs and the official season totals still differ by a few runs
 * (20 team-seasons of 1920-48 differ by 1-4 runs; none after).
 */
const BOX_SCORE_ERA_END = 1948;

export function runsReason(year: number, special: readonly SpecialGame[]): string | null {
  if (special.length)
    return `The game logs score forfeited or protested games (${special.map((g) => g.slug).join(', ')}) that the official totals count apart.`;
  if (year <= BOX_SCORE_ERA_END)
    return `Through ${BOX_SCORE_ERA_END} Retrosheet's game scores (rebuilt from newspaper box scores) and Lahman's season totals (the published records) are separate research and differ by a few runs.`;
  return null;
}
