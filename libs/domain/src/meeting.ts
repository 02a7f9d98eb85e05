// How a meeting of two teams reads in words (where, which game, who won) and what it sorts by: one rule for the
// API, which sorts every meeting of a pair before it pages them, and the table that shows a page.

/** A meeting as the head-to-head screens and the API see it: the two sides named as they were then. */
export interface Meeting {
  game_date: string;
  season: { start_year: number };
  is_playoff: boolean;
  round: string | null;
  home: 'a' | 'b';
  is_neutral: boolean;
  /** False where the sources do not say where it was played: `home` is then only the side listed second. */
  site_known: boolean;
  a_name: string;
  b_name: string;
  a_score: number;
  b_score: number;
  overtime: string | null;
}

/** Where a meeting was played: at whose home (named as it was), a neutral site, or not known. */
export const siteText = (g: Meeting) =>
  !g.site_known
    ? 'Site unknown'
    : g.is_neutral
      ? 'Neutral site'
      : `at ${g.home === 'a' ? g.a_name : g.b_name}`;

/** "Regular season", or the postseason round ("Wild Card Round"; "Postseason" where the source names none). */
export const gameTypeText = (g: Meeting) => (g.is_playoff ? (g.round ?? 'Postseason') : 'Regular season');

/** The winner as named then, or "Tie". */
export const winnerText = (g: Meeting) =>
  g.a_score > g.b_score ? g.a_name : g.b_score > g.a_score ? g.b_name : 'Tie';

/** What each column of the meetings sorts by (null: missing, last in either direction). */
export const meetingSortValues = {
  date: (g: Meeting) => g.game_date,
  season: (g: Meeting) => g.season.start_year,
  site: siteText,
  type: gameTypeText,
  a_name: (g: Meeting) => g.a_name,
  a_score: (g: Meeting) => g.a_score,
  b_score: (g: Meeting) => g.b_score,
  b_name: (g: Meeting) => g.b_name,
  result: winnerText,
  overtime: (g: Meeting) => g.overtime,
} satisfies Record<string, (g: Meeting) => string | number | null>;
