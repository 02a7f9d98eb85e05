// The NBA figures two sources give: each giver claims its value (../../pipeline/claims.ts), the reconciliation step
// compares them. Precedence: Basketball-Reference's own tables first, then the games the pipeline reads.
import type { Claim, Figure } from '../../pipeline/claims';
import { BBREF } from './keys';

const GAMES = ['nba_fivethirtyeight_elo', 'nba_fivethirtyeight_2021_2022', 'nba_bbref_games'];
/** The reason a giver wrote beside its value, when one did. */
const noted = (claims: readonly Claim[]) => claims.find((c) => c.note)?.note ?? null;

export const TEAM_RECORD: Figure = {
  id: 'nba.team_season.record',
  name: 'NBA team-season W-L: team summaries vs games',
  precedence: [BBREF, ...GAMES],
  rule: "Basketball-Reference's team summaries are the league's standings; the games are a second count of them.",
  explain: noted,
};

export const COACH_RECORD: Figure = {
  id: 'nba.team_season.coach_record',
  name: "NBA team-season W-L: its head coaches' records vs games",
  precedence: ['nba_coaches', ...GAMES],
  rule: "The coach files' W-L (Basketball-Reference coach pages) summed over a team-season's coaches; the games count the team's.",
  explain: noted,
};

export const COACH_PLAYOFF_RECORD: Figure = {
  id: 'nba.coach_season.playoff_record',
  name: "NBA coach-season playoff W-L: the coach file vs the team's playoff games",
  precedence: [...GAMES, 'nba_coaches'],
  rule: "The team's playoff games (tiebreakers left out), where one coach led the team in the playoffs, for the coach file's last season (2015-16): the file was taken during those playoffs (Steve Kerr 6-1 of 15-9).",
  explain: noted,
};

export const PLAYER_SEASON_POINTS: Figure = {
  id: 'nba.player_season.points',
  name: 'NBA player-season points: 2021 snapshot vs 2020-25 totals',
  precedence: [BBREF, 'nba-player-totals-bbref'],
  rule: 'Both are Basketball-Reference player totals; the 2021-11-01 snapshot is the one the season lines are built from.',
  explain: noted,
};

export const FINALS_MVP: Figure = {
  id: 'nba.finals.mvp',
  name: 'NBA Finals MVP: the hand-checked rows vs the 2024-2025 MVP file',
  precedence: ['hand:nba-finals', 'nba-finals-mvp-2024-2025'],
  rule: 'The hand rows (NBA.com, Basketball-Reference) name the Finals MVPs after the MVP table ends (2022-23); the 2024-2025 file names them from news and reference pages, a second source.',
  explain: noted,
};
