// The NHL figures two sources give (see ../../pipeline/claims.ts): a team-season's record in its standings source
// and in its games, and a pair's record of a season in the databank's TeamVsTeam and in the games.
import type { Claim, Figure } from '../../pipeline/claims';
import { DB, HREF, HSA, KAGGLE } from './common';
import { HREF_2021 } from './games-hockeyref-2021';
import { HREF_GOALIES } from './hockeyref-goalies';

/** A note a giver wrote on its claim (a rule it applied that the other source does not show). */
const noted = (claims: readonly Claim[]) => claims.find((c) => c.note)?.note ?? null;

export const teamSeasonRecord: Figure = {
  id: 'nhl.team_season.record',
  name: 'NHL team-season W-L-OTL and points: standings vs games',
  precedence: [DB, HREF_GOALIES, KAGGLE, HSA, HREF_2021, HREF],
  rule:
    'The standings source is the league table as published (Hockey Databank to 2017-18, Hockey-Reference to ' +
    '2021-22); the games are counted as their scores show, so a game missing from a file or a point the league ' +
    'withheld shows as a difference.',
  explain: noted,
};

export const pairSeasonRecord: Figure = {
  id: 'nhl.pair_season.record',
  name: 'NHL pair-season W-L-T-OTL: TeamVsTeam vs games',
  precedence: [DB, KAGGLE, HSA, HREF_2021, HREF],
  rule:
    "The databank's TeamVsTeam sums to each team's standings record in every NHL season (checked: 1,506 of " +
    '1,506 team-seasons); the games are counted from their scores.',
  explain: noted,
};

/** 'W-L-OTL', with ties before the OT losses when there are any ('W-L-T-OTL'). */
export const recordValue = (w: number, l: number, t: number, otl: number, pts?: number | null) =>
  `${w}-${l}-${t ? `${t}-` : ''}${otl}${pts === undefined || pts === null ? '' : `, ${pts} pts`}`;
