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

export const teamSeasonVenue: Figure = {
  id: 'nhl.team_season.venue',
  name: 'NHL team-season home arena: the games vs the hand-written arenas by season',
  precedence: [KAGGLE, 'hand:nhl:arenas'],
  rule:
    'The arena of most regular-season home games where a game file names arenas (2010-11..2018-19), else the ' +
    'arena hand/nhl/arenas.csv gives for the season, under its name then; a naming-rights change within a season ' +
    'is dated differently by the pages and the games.',
  explain: (claims) => oneArena(claims.map((c) => String(c.value))),
};

/** Why two names of a team-season's arena are one arena, when their words show it; else null. */
function oneArena([a, b]: string[]): string | null {
  if (a === undefined || b === undefined) return null;
  if (a.toLowerCase() === b.toLowerCase())
    return 'One name: the NHL stats API writes the sponsor in capitals';
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[\s/]+/)
      .filter(Boolean);
  const [x, y] = [words(a), words(b)];
  if ([...x].sort().join(' ') === [...y].sort().join(' '))
    return 'One name: the NHL stats API writes its French form (Centre Bell for Bell Centre)';
  const within = (u: string[], v: string[]) => u.every((w) => v.includes(w));
  if (within(x, y) || within(y, x)) return 'One arena: the NHL stats API writes the short form of its name';
  return null;
}
