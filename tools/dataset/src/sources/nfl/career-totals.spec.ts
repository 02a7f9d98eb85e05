// Reference: Pro-Football-Reference career pages (sacks and interceptions, regular season).
import { beforeAll, describe, expect, it } from 'vitest';
import { nflForSpec } from './spec-context';

let get: ReturnType<typeof nflForSpec>['get'];
beforeAll(() => {
  ({ get } = nflForSpec({ players: true }));
});

const totals = (key: string) => (get('players', key).career as { totals?: Record<string, number> }).totals;
describe('nfl: whole-career sacks and interceptions', () => {
  it('takes the career total where the season lines miss seasons', () => {
    // Bruce Smith 200 sacks, Kevin Greene 160: neither has an NFL.com profile, so no defence line of theirs.
    expect(totals('nfl:SmitBr00')).toMatchObject({ def_sk: 200 });
    expect(totals('nfl:GreeKe00')).toMatchObject({ def_sk: 160 });
    // Julius Peppers 159.5: NFL.com's lines stop after 2016 (143.5), his 2017-2018 seasons have none.
    expect(totals('nfl:PeppJu99')).toMatchObject({ def_sk: 159.5 });
    // Rod Woodson 71 interceptions.
    expect(totals('nfl:WoodRo01')).toMatchObject({ def_int: 71 });
  });

  it('counts official sacks only: a career begun before 1982 keeps its lines, which start in 1982', () => {
    // Lawrence Taylor: 132.5 official (1982-1993); the draft file's 142 adds his unofficial 9.5 of 1981.
    expect(totals('nfl:TaylLa00')?.def_sk).toBeUndefined();
  });

  it('writes no total where the lines hold the whole career', () => {
    // Ed Reed 64 interceptions, 2002-2013: every season in NFL.com's lines.
    expect(totals('nfl:ReedEd00')?.def_int).toBeUndefined();
  });
});
