// The NFL's figures that two sources give (each giver claims its value; the reconciliation step compares them).
import type { Figure } from '../../pipeline/claims';

export const teamSeasonVenue: Figure = {
  id: 'nfl.team_season.venue',
  name: 'NFL team-season home venue: nflverse games vs spreadspoke games vs current stadium table',
  precedence: ['nfl-games-nflverse', 'spreadspoke', 'us-pro-venues-current'],
  rule: 'The stadium of most regular-season home games (not at a neutral site); nflverse names each stadium by its id, spreadspoke by a name that can be a later one; the stadium table knows only the current home.',
};

export const careerSacks: Figure = {
  id: 'nfl.career.sacks',
  name: 'NFL career sacks: draft-file career total vs sum of season lines',
  precedence: ['nfl-draft-picks', 'nfl-player-stats-nflcom', 'nfl-player-stats-nflverse'],
  rule: "The draft file's career total (Pro-Football-Reference, to 2024) counts every season; the season lines miss seasons (NFL.com's defence starts 1970 and ends 2016, nflverse starts 2019), so their sum is short where they do.",
};

export const careerInterceptions: Figure = {
  id: 'nfl.career.interceptions',
  name: 'NFL career interceptions: draft-file career total vs sum of season lines',
  precedence: ['nfl-draft-picks', 'nfl-player-stats-nflcom', 'nfl-player-stats-nflverse'],
  rule: careerSacks.rule,
};

export const coachRecord: Figure = {
  id: 'nfl.coach.record',
  name: "NFL head coach's W-L-T through 2015: career file vs the games he coached",
  precedence: ['nfl-coaches-pfr', 'nfl-games-nflverse'],
  rule: "The career file (Pro-Football-Reference, to 2015) counts every season; the games name the head coach of each game from 2000 only (before 2000 the hand-written stints), and an interim coach's games can go under the coach he replaced.",
};
