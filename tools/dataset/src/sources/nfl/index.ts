// The NFL: franchises and lineage, venues, seasons and standings 1920-2025 (incl. AFL/AAFC seasons of franchises
// that continued into the NFL), games 1920-2025, Super Bowl I-LX, pre-merger NFL champions 1920-1969, drafted and
// rostered players with their season statistics, head coaches.
//
// One module per source (read → rows of the model, each with its spec): pfr-standings, fte-games, spreadspoke,
// nflverse-games, superbowl, draft-picks, pfr-draft-1970, nflverse-rosters, pfr-player-stats, nflcom-player-stats,
// nflverse-player-stats, coaches-pfr, us-pro-venues. One builder per row kind: teams (teams, identities), alignment,
// venues, games, team-seasons (team seasons, seasons), nfl-championship and super-bowl-results (results, awards),
// roster-players (players, roster entries), player-seasons, coach-stints. The steps that run them, each with what it
// needs and gives, are in ./steps.ts. To add a source: add its module and its step (with its sources row).
export { nflPlayerSteps, nflSteps } from './steps';
