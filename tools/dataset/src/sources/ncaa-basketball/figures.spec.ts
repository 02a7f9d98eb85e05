import { describe, expect, it } from 'vitest';
import type { Claim } from '../../pipeline/claims';
import { REG_2016, SR_SEASONS, TORVIK } from './common';
import { TEAM_RECORD } from './figures';

const c = (source: string, value: string) => ({ figure: TEAM_RECORD, source, value }) as Claim;
const reason = (...claims: Claim[]) => TEAM_RECORD.explain!(claims);

describe('college basketball team-season W-L: the reason of each difference', () => {
  it('a record within the kept one is the kept one less the games its source leaves out', () => {
    expect(reason(c(SR_SEASONS, '33-8'), c(TORVIK, '33-7'))).toBe(
      'Torvik counts only games between Division I teams: 33-7 is 33-8 less 1 game(s)',
    );
  });

  it('a record with more wins than the kept one, from a source of part of the games, says the table lacks games', () => {
    expect(reason(c(SR_SEASONS, '6-21'), c(REG_2016, '7-21'))).toMatch(
      /counts 1 more win\(s\) than ncaa-mbb-team-seasons \(7-21 vs 6-21\), though it holds only part/,
    );
  });
});
