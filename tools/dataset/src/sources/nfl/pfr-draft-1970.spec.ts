import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, type Dataset } from '../../context';
import { readEarlyDraft } from './pfr-draft-1970';
import { nflForSpec } from './spec-context';

describe('source: the PFR draft 1970-2016, rounds 1-7', () => {
  const picks = readEarlyDraft(createContext());

  it('reads every pick, the Hall of Fame mark taken off the name', () => {
    expect(picks.length).toBe(10398);
    expect(picks[0]).toMatchObject({
      year: 1970,
      round: 1,
      pick: 1,
      code: 'PIT',
      name: 'Terry Bradshaw',
      hof: true,
    });
    expect(picks.find((p) => p.year === 1983 && p.pick === 1)).toMatchObject({
      code: 'BAL',
      name: 'John Elway',
    });
  });
});

describe('nfl: the 1970s drafts given to their players', () => {
  let ctx: Dataset;
  beforeAll(() => {
    ({ ctx } = nflForSpec({ players: true }));
  });
  const player = (name: string) =>
    ctx
      .rows('players')
      .filter((p) => p.league === 'nfl' && ctx.get('people', String(p.person))?.full_name === name);

  it('Walter Payton 1975 round 1 pick 4 (Bears), Joe Montana 1979 round 3 pick 82 (49ers), both Hall of Famers', () => {
    expect(player('Walter Payton')).toEqual([
      expect.objectContaining({
        draft_year: 1975,
        draft_round: 1,
        draft_pick: 4,
        draft_team: 'nfl:CHI',
        hall_of_fame: true,
      }),
    ]);
    expect(player('Joe Montana')).toEqual([
      expect.objectContaining({
        draft_year: 1979,
        draft_round: 3,
        draft_pick: 82,
        draft_team: 'nfl:SF',
        hall_of_fame: true,
      }),
    ]);
  });

  it('keeps nfl_draft_picks for 1980 on: John Elway 1983 round 1 pick 1 by the Colts franchise (Baltimore that year)', () => {
    expect(player('John Elway')).toEqual([
      expect.objectContaining({ draft_year: 1983, draft_round: 1, draft_pick: 1, draft_team: 'nfl:IND' }),
    ]);
    expect(ctx.get('team_seasons', 'nfl:IND:1983')?.name).toBe('Baltimore Colts');
    expect(ctx.issues().some((i) => /1980-2016: every pick agrees/.test(i.problem))).toBe(true);
  });
});
