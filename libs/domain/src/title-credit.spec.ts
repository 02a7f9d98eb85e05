import { describe, expect, it } from 'vitest';
import { creditedPlayers, titleCreditGroup } from './title-credit';

describe('title credit', () => {
  it("reads hockey's goalies as a group apart, every other position (and sport) as one", () => {
    expect(titleCreditGroup('hockey', 'G')).toBe('G');
    expect(titleCreditGroup('hockey', 'C')).toBe('');
    expect(titleCreditGroup('basketball', 'G')).toBe('');
    expect(titleCreditGroup('hockey', null)).toBe('');
  });

  it("credits a skater by the roster where only the goalies' postseason lines are held (2019-20 Lightning)", () => {
    const vasilevskiy = { id: 1, position: 'G' };
    const stamkos = { id: 2, position: 'C' };
    const thirdGoalie = { id: 3, position: 'G' };
    const credited = creditedPlayers('hockey', [vasilevskiy], [vasilevskiy, stamkos, thirdGoalie]);
    expect([...credited]).toEqual([
      [1, 'postseason'],
      [2, 'roster'],
    ]);
  });

  it("credits nothing by the roster where the player's group has postseason lines (a few regular-season games)", () => {
    const seager = { id: 1, position: 'SS' };
    const degrom = { id: 2, position: 'P' };
    expect([...creditedPlayers('baseball', [seager], [seager, degrom])]).toEqual([[1, 'postseason']]);
    expect([...creditedPlayers('basketball', [], [degrom])]).toEqual([[2, 'roster']]);
  });
});
