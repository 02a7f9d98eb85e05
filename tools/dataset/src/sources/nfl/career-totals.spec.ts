// Reference: Pro-Football-Reference career pages (sacks and interceptions, regular season).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
let get: ReturnType<typeof nflForSpec>['get'];
beforeAll(() => {
  ({ ctx, get } = nflForSpec({ players: true }));
});

const totals = (key: string) => (get('players', key).career as { totals?: Record<string, number> }).totals;
const claims = (figure: string, subject: string) =>
  Object.fromEntries(
    (
      ctx
        .claims()
        .figures()
        .find((f) => f.figure.id === figure)
        ?.subjects.get(subject) ?? []
    ).map((c) => [c.source, c.value]),
  );

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

  it('claims each source: the career total and the sum of each source’s lines', () => {
    expect(claims('nfl.career.sacks', 'nfl:PeppJu99')).toEqual({
      'nfl-draft-picks': 159.5,
      'nfl-player-stats-nflcom': 143.5,
    });
    expect(claims('nfl.career.sacks', 'nfl:SmitBr00')).toEqual({ 'nfl-draft-picks': 200 });
  });

  it('writes no total where the lines hold the whole career', () => {
    // Ed Reed 64 interceptions, 2002-2013: every season in NFL.com's lines.
    expect(totals('nfl:ReedEd00')?.def_int).toBeUndefined();
  });
});
