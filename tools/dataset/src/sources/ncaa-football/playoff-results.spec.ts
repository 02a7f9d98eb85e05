import { describe, expect, it } from 'vitest';
import { playoffRound } from './playoff-results';

describe('playoffRound', () => {
  it("names the round and its bowl from CFBD's notes of every era", () => {
    expect(playoffRound('CHICK-FIL-A PEACH BOWL - CFP SEMIFINAL')).toBe('CFP Semifinal (Peach Bowl)');
    expect(playoffRound('ROSE BOWL GAME PRES. BY NORTHWESTERN MUTUAL - SEMIFINAL')).toBe(
      'CFP Semifinal (Rose Bowl)',
    );
    expect(playoffRound('College Football Playoff Quarterfinal at the Goodyear Cotton Bowl Classic')).toBe(
      'CFP Quarterfinal (Cotton Bowl)',
    );
    expect(playoffRound('College Football Playoff First Round Game Presented by Allstate')).toBe(
      'CFP First Round',
    );
  });

  it('leaves the final to the champions list', () => {
    expect(playoffRound('CFP NATIONAL CHAMPIONSHIP GAME PRES. BY AT&T')).toBeNull();
    expect(playoffRound(null)).toBeNull();
  });
});
