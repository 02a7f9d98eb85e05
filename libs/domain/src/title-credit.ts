// Who is credited with a championship: one rule for every league, chosen per champion team-season by what the
// sources hold. The API applies it in SQL (apps/api/src/shared/titles.ts) and names the rule beside each title.

/**
 * - postseason: he appeared for the champion in that postseason — a postseason stat line with the champion that
 *   season. This is how the leagues and their record books credit a title to a player: MLB's World Series rosters and
 *   the Stanley Cup's engraving both go to the players of the championship run, and Lahman's *Post tables (MLB,
 *   from 1884) and the Hockey Databank's postseason Scoring/Goalies lines (NHL) list every player who appeared. Used
 *   whenever the sources hold postseason lines for the champion's team-season; a handful of regular-season games
 *   for the champion then credit nothing. The lines are read per position group (`titleCreditGroup`): a source may
 *   give one group's postseason lines and not another's (Hockey-Reference's goalie tables give the NHL goalies'
 *   postseason lines for 2018-19 to 2021-22, when no source gives the skaters'), so the rule applies to a player
 *   where the sources hold postseason lines of his group for the champion's team-season.
 * - roster: where the sources hold no postseason lines of his group for the champion's team-season (the NBA and NFL sources give
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

/**
 * Positions whose postseason lines the sources give apart from the rest of the team's, per sport (slug): each is a
 * group of its own for the title-credit rule, every other position one group. Hockey's goalies: the Hockey Databank
 * gives them in its Goalies tables, Hockey-Reference in its goalie tables — the source the NHL's 2018-19 to 2021-22
 * postseason lines come from (tools/dataset/src/sources/nhl/hockeyref-goalies.ts), without the skaters'.
 */
export const TITLE_CREDIT_GROUPS: Readonly<Record<string, readonly string[]>> = { hockey: ['G'] };

/** The player's position group for the title-credit rule: his position where it is a group apart, else ''. */
export function titleCreditGroup(
  sport: string | null | undefined,
  position: string | null | undefined,
): string {
  const apart = (sport && TITLE_CREDIT_GROUPS[sport]) || [];
  return position && apart.includes(position) ? position : '';
}

/**
 * Which players of a champion's team-season the rule credits, and by what: `lines` the players' postseason lines
 * with the champion (with their positions), `lastTeam` the players whose last team that season was the champion
 * (`roster` rule's candidates). The API applies the same rule in SQL (apps/api/src/shared/titles.ts).
 */
export function creditedPlayers<P extends { id: string | number; position?: string | null }>(
  sport: string | null | undefined,
  postseason: readonly P[],
  lastTeam: readonly P[],
): Map<P['id'], TitleCredit> {
  const credited = new Map<P['id'], TitleCredit>();
  const groups = new Set(postseason.map((p) => titleCreditGroup(sport, p.position)));
  for (const p of postseason) credited.set(p.id, 'postseason');
  for (const p of lastTeam)
    if (!credited.has(p.id) && !groups.has(titleCreditGroup(sport, p.position))) credited.set(p.id, 'roster');
  return credited;
}
