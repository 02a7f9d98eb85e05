// Career statistics in display order, with their labels and display formats.
import type { CareerStats } from '@trophy-room/contract';
import { formatCount, formatPercent, formatRate } from './format';

interface StatDef {
  key: string;
  label: string;
  format?: (v: number) => string;
}

const STATS: StatDef[] = [
  { key: 'seasons_played', label: 'Seasons' },
  { key: 'games_played', label: 'Games Played' },
  { key: 'games_started', label: 'Games Started' },
  { key: 'points', label: 'Points' },
  { key: 'goals', label: 'Goals' },
  { key: 'assists', label: 'Assists' },
  { key: 'rebounds', label: 'Rebounds' },
  { key: 'steals', label: 'Steals' },
  { key: 'blocks', label: 'Blocks' },
  { key: 'field_goals_made', label: 'Field Goals Made' },
  { key: 'field_goals_attempted', label: 'Field Goals Attempted' },
  { key: 'field_goal_percentage', label: 'Field Goal %', format: formatPercent },
  { key: 'three_pointers_made', label: 'Three-Pointers Made' },
  { key: 'three_pointers_attempted', label: 'Three-Pointers Attempted' },
  { key: 'free_throws_made', label: 'Free Throws Made' },
  { key: 'free_throws_attempted', label: 'Free Throws Attempted' },
  { key: 'penalty_minutes', label: 'Penalty Minutes' },
  { key: 'plus_minus', label: 'Plus/Minus' },
  { key: 'shots', label: 'Shots on Goal' },
  { key: 'batting_average', label: 'Batting Average', format: formatRate },
  { key: 'hits', label: 'Hits' },
  { key: 'home_runs', label: 'Home Runs' },
  { key: 'runs_batted_in', label: 'Runs Batted In' },
  { key: 'runs', label: 'Runs' },
  { key: 'stolen_bases', label: 'Stolen Bases' },
  { key: 'at_bats', label: 'At Bats' },
  { key: 'wins', label: 'Wins' },
  { key: 'losses', label: 'Losses' },
  { key: 'earned_run_average', label: 'ERA', format: (v) => v.toFixed(2) },
  { key: 'strikeouts', label: 'Strikeouts' },
  { key: 'saves', label: 'Saves' },
  { key: 'innings_pitched', label: 'Innings Pitched', format: (v) => v.toFixed(1) },
  { key: 'passing_yards', label: 'Passing Yards' },
  { key: 'passing_touchdowns', label: 'Passing TDs' },
  { key: 'passing_completions', label: 'Completions' },
  { key: 'passing_attempts', label: 'Pass Attempts' },
  { key: 'interceptions_thrown', label: 'Interceptions Thrown' },
  { key: 'passer_rating', label: 'Passer Rating', format: (v) => v.toFixed(1) },
  { key: 'rushing_yards', label: 'Rushing Yards' },
  { key: 'rushing_touchdowns', label: 'Rushing TDs' },
  { key: 'receptions', label: 'Receptions' },
  { key: 'receiving_yards', label: 'Receiving Yards' },
  { key: 'receiving_touchdowns', label: 'Receiving TDs' },
  { key: 'tackles', label: 'Tackles' },
  { key: 'sacks', label: 'Sacks', format: (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1)) },
  { key: 'interceptions', label: 'Interceptions' },
];

export interface ShownStat {
  key: string;
  label: string;
  value: string;
}

/** The stats the sources give for this player (nulls left out), labelled and formatted, in the spec's order. */
export function careerStatList(stats: CareerStats): ShownStat[] {
  return STATS.flatMap(({ key, label, format = formatCount }) => {
    const v = stats[key];
    return typeof v === 'number' ? [{ key, label, value: format(v) }] : [];
  });
}

/** Cards show the first 6 career stats. */
export const CARD_STATS = 6;
