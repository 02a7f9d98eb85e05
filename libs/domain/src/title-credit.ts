// Who is credited with a championship: one rule for every league, chosen per champion team-season by what the
// sources hold. The API applies it in SQL (apps/api/src/shared/titles.ts) and names the rule beside each title.

/**
 * - postseason: he appeared for the champion in that postseason — a postseason stat line with the champion that
 *   season. This is how the leagues and their record books credit a title to a player: MLB's World Series rosters and
 *   the Stanley Cup's engraving both go to the players of the championship run, and Lahman's *Post tables (MLB,
 *   from 1884) and the Hockey Databank's postseason Scoring/Goalies lines (NHL) list every player who appeared. Used
 *   whenever the sources hold postseason lines for the champion's team-season; a handful of regular-season games
 *   for the champion then credit nothing.
 * - roster: where the sources hold no postseason lines for the champion's team-season (the NBA and NFL sources give
 *   regular-season lines and rosters only; a few early NHL and MLB champions), the leagues' playoff-eligibility
 *   rule: only a player on a team's roster when its regular season ends may play for it in the postseason (the NBA,
 *   NFL, NHL and MLB rosters are frozen after their trade deadlines). So he is credited when the champion was his
 *   last team of that season — his last stint (the sources' stint order), or his roster row with it when he has no
 *   stat line that season; a player traded or released by the champion during the season is not.
 */
export type TitleCredit = 'postseason' | 'roster';
export const TITLE_CREDITS: readonly TitleCredit[] = ['postseason', 'roster'];

/** The rule in a sentence, for a page or a tooltip beside the title. */
export const titleCreditText: Record<TitleCredit, string> = {
  postseason: 'Appeared for the champion in that postseason',
  roster: 'On the champion’s roster at the end of that season (the sources have no postseason lines for it)',
};
