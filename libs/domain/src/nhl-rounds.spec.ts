import { describe, expect, it } from 'vitest';
import { nhlPlayoffResult, nhlRoundName, nhlTeamsRoundCode } from './nhl-rounds';

describe('NHL playoff rounds', () => {
  it('names a round as the NHL named it that season, whichever code a source gives', () => {
    expect(nhlRoundName(2012, 'CQF')).toBe('Conference Quarterfinals');
    // 2013-14 on: First Round, whether the databank says CQF (2013) or C1 (2014-2017), as the 2018+ sources do.
    expect(nhlRoundName(2013, 'CQF')).toBe('First Round');
    expect(nhlRoundName(2017, 'C1')).toBe('First Round');
    expect(nhlRoundName(2016, 'C2')).toBe('Second Round');
    expect(nhlRoundName(1985, 'DSF')).toBe('Division Semifinals');
    expect(nhlRoundName(1920, 'F')).toBe('NHL Final');
    expect(nhlRoundName(1920, 'F', 'PCHA')).toBe('PCHA Final');
  });

  it("reads a team's result (Toronto 2017-18 and 2018-19 both lost the First Round)", () => {
    expect(nhlPlayoffResult(2017, nhlTeamsRoundCode('C1'))).toBe('Lost First Round');
    expect(nhlPlayoffResult(2015, nhlTeamsRoundCode('F'))).toBe('Lost Stanley Cup Final');
    expect(nhlPlayoffResult(1995, nhlTeamsRoundCode('CF'))).toBe('Lost Conference Finals');
    expect(nhlPlayoffResult(1976, nhlTeamsRoundCode('PRE'))).toBe('Lost Preliminary Round');
    expect(nhlPlayoffResult(1920, nhlTeamsRoundCode('NHLF'))).toBe('Lost NHL Final');
    expect(nhlPlayoffResult(1976, 'SC')).toBe('Won Stanley Cup');
  });
});
