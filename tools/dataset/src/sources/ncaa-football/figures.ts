// The college football figures two sources give; each giver claims its value (../../pipeline/claims.ts).
import { type Claim, type Figure } from '../../pipeline/claims';
import { SRC_CFBD_COACHES } from './cfbd-coaches';
import { SRC_CFBD_COACH_HISTORY } from './sources';

const noted = (claims: readonly Claim[]) => claims.find((c) => c.note)?.note ?? null;

/**
 * One coach-season's W-L-T in CollegeFootballData's two exports: the 2014-2020 one (with a ties column, and hand
 * corrections) and the 1886-2023 one (ties computed as games - wins - losses). They agree row for row where both
 * have the season; a difference is stated by the giver's note or is left without a reason.
 */
export const COACH_SEASON_RECORD: Figure = {
  id: 'ncaa-football.coach_season.record',
  name: "College football coach-season W-L: CollegeFootballData's 2014-2020 export vs its 1886-2023 export",
  precedence: [SRC_CFBD_COACHES, SRC_CFBD_COACH_HISTORY],
  rule: 'The 2014-2020 export gives ties in a column and carries the hand corrections, so it is kept; the 1886-2023 export (ties as games - wins - losses) is the second source.',
  explain: noted,
};
