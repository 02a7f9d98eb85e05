// How a meeting of two teams reads in words (where, which game, who won) and what it sorts by: one rule for the
// API, which sorts every meeting of a pair before it pages them, and the table that shows a page.
import type { HeadToHeadGame } from '@trophy-room/contract';

/** Where a meeting was played: at whose home (named as it was), or a neutral site. */
export const siteText = (g: HeadToHeadGame) =>
  g.is_neutral ? 'Neutral site' : `at ${g.home === 'a' ? g.a_name : g.b_name}`;

/** "Regular season", or the postseason round ("Wild Card Round"; "Postseason" where the source names none). */
export const gameTypeText = (g: HeadToHeadGame) =>
  g.is_playoff ? (g.round ?? 'Postseason') : 'Regular season';

/** The winner as named then, or "Tie". */
export const winnerText = (g: HeadToHeadGame) =>
  g.a_score > g.b_score ? g.a_name : g.b_score > g.a_score ? g.b_name : 'Tie';

/** What each column of the meetings sorts by (null: missing, last in either direction). */
export const meetingSortValues = {
  date: (g: HeadToHeadGame) => g.game_date,
  season: (g: HeadToHeadGame) => g.season.start_year,
  site: siteText,
  type: gameTypeText,
  a_name: (g: HeadToHeadGame) => g.a_name,
  a_score: (g: HeadToHeadGame) => g.a_score,
  b_score: (g: HeadToHeadGame) => g.b_score,
  b_name: (g: HeadToHeadGame) => g.b_name,
  result: winnerText,
  overtime: (g: HeadToHeadGame) => g.overtime,
} satisfies Record<string, (g: HeadToHeadGame) => string | number | null>;
