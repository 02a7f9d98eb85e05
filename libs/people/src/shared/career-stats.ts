// Career statistics in display order, with their labels; each figure written in the format of its stat in the
// catalogue (@trophy-room/domain: the API computed it by that stat's formula), innings pitched in thirds from outs.
import type { CareerCoverage, CareerStats } from '@trophy-room/contract';
import { careerStatOf, coverageText, formatCount, formatStat, type SubjectSpan } from '@trophy-room/domain';

/** The career figures a page lists, by their API names, in the order the page shows them. */
const STATS: [key: string, label: string][] = [
  ['seasons_played', 'Seasons'],
  ['games_played', 'Games Played'],
  ['games_started', 'Games Started'],
  ['points', 'Points'],
  ['goals', 'Goals'],
  ['assists', 'Assists'],
  ['rebounds', 'Rebounds'],
  ['steals', 'Steals'],
  ['blocks', 'Blocks'],
  ['field_goals_made', 'Field Goals Made'],
  ['field_goals_attempted', 'Field Goals Attempted'],
  ['field_goal_percentage', 'Field Goal %'],
  ['three_pointers_made', 'Three-Pointers Made'],
  ['three_pointers_attempted', 'Three-Pointers Attempted'],
  ['free_throws_made', 'Free Throws Made'],
  ['free_throws_attempted', 'Free Throws Attempted'],
  ['penalty_minutes', 'Penalty Minutes'],
  ['plus_minus', 'Plus/Minus'],
  ['shots', 'Shots on Goal'],
  ['batting_average', 'Batting Average'],
  ['hits', 'Hits'],
  ['home_runs', 'Home Runs'],
  ['runs_batted_in', 'Runs Batted In'],
  ['runs', 'Runs'],
  ['stolen_bases', 'Stolen Bases'],
  ['at_bats', 'At Bats'],
  ['wins', 'Wins'],
  ['losses', 'Losses'],
  ['earned_run_average', 'ERA'],
  ['strikeouts', 'Strikeouts'],
  ['saves', 'Saves'],
  ['outs_pitched', 'Innings Pitched'],
  ['shutouts', 'Shutouts'],
  ['goals_against', 'Goals Against'],
  ['passing_yards', 'Passing Yards'],
  ['passing_touchdowns', 'Passing TDs'],
  ['passing_completions', 'Completions'],
  ['passing_attempts', 'Pass Attempts'],
  ['interceptions_thrown', 'Interceptions Thrown'],
  ['rushing_yards', 'Rushing Yards'],
  ['rushing_touchdowns', 'Rushing TDs'],
  ['receptions', 'Receptions'],
  ['receiving_yards', 'Receiving Yards'],
  ['receiving_touchdowns', 'Receiving TDs'],
  ['tackles', 'Tackles'],
  ['sacks', 'Sacks'],
  ['interceptions', 'Interceptions'],
];

export interface ShownStat {
  key: string;
  label: string;
  value: string;
  /** Beside a partial figure, the seasons it covers ("from 1982", "through 2019-20"); null when whole. */
  note: string | null;
}

/**
 * The stats the sources give for this player of `sport` (nulls left out), labelled and formatted, in order; each with
 * the seasons it covers when the API's coverage calls it partial (`span`: his first and last season, the last null
 * while active).
 */
export function careerStatList(
  stats: CareerStats,
  sport: string,
  coverage: readonly CareerCoverage[] = [],
  span?: SubjectSpan,
): ShownStat[] {
  return STATS.flatMap(([key, label]) => {
    const v = stats[key];
    if (typeof v !== 'number') return [];
    const stat = careerStatOf(sport, key);
    const c = coverage.find((x) => x.figure === key);
    const note = c ? coverageText(c, sport, span) : null;
    return [{ key, label, value: stat ? formatStat(stat, v) : formatCount(v), note }];
  });
}

/**
 * A player's award count with the seasons its award rows cover beside it when his span reaches past them
 * ("4 (through 2024)"); "Not in our sources" where no source holds the award for his league.
 */
export function awardCount(
  count: number | null,
  field: 'mvp_awards' | 'all_star_selections',
  sport: string,
  coverage: readonly CareerCoverage[],
  span?: SubjectSpan,
): string | number {
  if (count === null) return 'Not in our sources';
  const c = coverage.find((x) => x.figure === field);
  const note = c ? coverageText(c, sport, span) : null;
  return note ? `${count} (${note})` : count;
}

/** A figure with the seasons it covers beside it: "2,341 (from 1982)". */
export const withNote = (s: ShownStat): string => (s.note ? `${s.value} (${s.note})` : s.value);

/** Cards show the first 6 career stats. */
export const CARD_STATS = 6;
