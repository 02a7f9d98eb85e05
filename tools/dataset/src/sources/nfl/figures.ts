// The NFL's figures that two sources give (each giver claims its value; the reconciliation step compares them).
import type { BuildContext } from '../../model';
import type { Figure } from '../../pipeline/claims';
import { int } from '../../shared/parse';
import { DRAFT_FILE } from './draft-picks';

export const teamSeasonVenue: Figure = {
  id: 'nfl.team_season.venue',
  name: 'NFL team-season home venue: nflverse games vs spreadspoke games vs current stadium table',
  precedence: ['nfl-games-nflverse', 'spreadspoke', 'us-pro-venues-current'],
  rule: 'The stadium of most regular-season home games (not at a neutral site); nflverse names each stadium by its id, spreadspoke by a name that can be a later one; the stadium table knows only the current home.',
};

export const coachRecord: Figure = {
  id: 'nfl.coach.record',
  name: "NFL head coach's W-L-T through 2015: career file vs the games he coached",
  precedence: ['nfl-coaches-pfr', 'nfl-games-nflverse'],
  rule: "The career file (Pro-Football-Reference, to 2015) counts every season; the games name the head coach of each game from 2000 only (before 2000 the hand-written stints), and an interim coach's games can go under the coach he replaced.",
};

export const playerSeasonGames: Figure = {
  id: 'nfl.player_season.games',
  name: "NFL player-season games: Pro-Football-Reference's season table vs NFL.com",
  precedence: ['nfl-player-stats-pfr', 'nfl-player-stats-nflcom'],
  rule: "PFR's season table is kept (its line is the one shown); NFL.com's count, summed over a traded player's teams, is compared with it. The two are separate compilations of the gamebooks.",
  explain: () =>
    "Pro-Football-Reference's season table and NFL.com are separate compilations of the season's games and count a player's games apart",
};

/** The last season the draft file's career totals count (its `to` column): a snapshot older than the season lines. */
export const draftCareerEnd = (ctx: BuildContext): number =>
  Math.max(...ctx.readCsv(DRAFT_FILE).map((r) => int(r.to) ?? 0));

/**
 * What the nflverse season lines' games count: nflverse builds them from the play-by-play, one game for each game in
 * which the player recorded a statistic (nflfastR's `games`), where the draft file (Pro-Football-Reference) counts
 * every game he played.
 */
export const NFLVERSE_GAMES_COUNT =
  "nflverse's season lines count only the games in which he recorded a statistic in the play-by-play (nflfastR " +
  'documents its games column so), the draft file every game he played';
