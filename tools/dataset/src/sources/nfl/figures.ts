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

export const coachSeasonRecord: Figure = {
  id: 'nfl.coach_season.record',
  name: "NFL head coach's W-L-T: career file (to 2015) vs the games he coached (2000-2025)",
  precedence: ['nfl-games-nflverse', 'nfl-coaches-pfr'],
  rule: 'The games name the head coach of every game 2000-2025, so his record counts each one; the career file is a snapshot of about 2015 and gives totals only.',
};
