import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
beforeAll(() => {
  ({ ctx } = nflForSpec());
});
const stints = (coach: string) =>
  ctx
    .rows('coach_stints')
    .filter((s) => s.coach === coach)
    .sort((a, b) => Number(a.start_year) - Number(b.start_year));
const total = (coach: string) =>
  ['wins', 'losses', 'ties', 'playoff_wins', 'playoff_losses'].map((k) =>
    stints(coach).reduce((a, s) => a + Number(s[k as 'wins'] ?? 0), 0),
  );

describe('nfl: coach stints, each naming its franchise', () => {
  it('Don Shula: Baltimore Colts 1963-69, Miami Dolphins 1970-95, adding up to 328-156-6 (playoffs 19-17)', () => {
    expect(stints('nfl:coach-don-shula')).toEqual([
      expect.objectContaining({
        team: 'nfl:IND',
        start_year: 1963,
        end_year: 1969,
        wins: 71,
        losses: 23,
        ties: 4,
      }),
      expect.objectContaining({
        team: 'nfl:MIA',
        start_year: 1970,
        end_year: 1995,
        wins: 257,
        losses: 133,
        ties: 2,
      }),
    ]);
    expect(total('nfl:coach-don-shula')).toEqual([328, 156, 6, 19, 17]);
  });

  it('Vince Lombardi 96-34-6 (9-1); Bill Belichick Browns 1991-95 and Patriots 2000-23, 302-165 (31-13)', () => {
    expect(total('nfl:coach-vince-lombardi')).toEqual([96, 34, 6, 9, 1]);
    expect(total('nfl:coach-bill-belichick')).toEqual([302, 165, 0, 31, 13]);
    expect(stints('nfl:coach-bill-belichick')[0]).toMatchObject({
      team: 'nfl:CLE',
      start_year: 1991,
      end_year: 1995,
    });
    expect(stints('nfl:coach-bill-belichick').at(-1)).toMatchObject({ team: 'nfl:NE', season: 'nfl:2023' });
  });

  // Pro-Football-Reference: Pete Carroll 170-120-1 (playoffs 11-11) through 2023, Jets 1994 and Patriots 1997-99
  // 33-31 (1-2); Raiders 2025 3-14. Tom Coughlin 170-150 (12-7): Jaguars 1995-2002 then Giants 2004-15.
  it('carries a record on past the career file where the stints make part of the career', () => {
    expect(ctx.get('coach_stints', 'nfl:coach-pete-carroll:career')).toMatchObject({
      team: null,
      wins: 33,
      losses: 31,
      playoff_wins: 1,
      playoff_losses: 2,
    });
    expect(total('nfl:coach-pete-carroll')).toEqual([173, 134, 1, 11, 11]);
    expect(stints('nfl:coach-pete-carroll').at(-1)).toMatchObject({ team: 'nfl:LV', season: 'nfl:2025' });
    expect(total('nfl:coach-tom-coughlin').slice(0, 3)).toEqual([170, 150, 0]);
  });

  // Belichick through 2015: Browns 36-44, Patriots 187-69.
  it('claims the record to 2015 of the career file and of the games', () => {
    const f = ctx
      .claims()
      .figures()
      .find((x) => x.figure.id === 'nfl.coach.record');
    const values = (coach: string) =>
      Object.fromEntries((f?.subjects.get(coach) ?? []).map((c) => [c.source, c.value]));
    expect(values('nfl:coach-pete-carroll')).toEqual({
      'nfl-coaches-pfr': '93-67-0',
      'nfl-games-nflverse': '60-36-0',
    });
    expect(values('nfl:coach-bill-belichick')).toEqual({
      'nfl-coaches-pfr': '223-113-0',
      'nfl-games-nflverse': '223-113-0',
    });
  });

  it('keeps the career total, without a team, where no source gives the franchises (and reports it)', () => {
    expect(ctx.get('coach_stints', 'nfl:coach-george-halas:career')).toMatchObject({ team: null, wins: 318 });
    expect(
      ctx.issues().some((i) => /career totals replaced by their stints by franchise/.test(i.problem)),
    ).toBe(true);
  });

  it("names each team season's head coach 2000-2025 and adds the coaches the career file lacks", () => {
    expect(ctx.get('team_seasons', 'nfl:NE:2010')?.head_coach_name).toBe('Bill Belichick');
    expect(ctx.get('coaches', 'nfl:coach-sean-mcvay')).toBeDefined();
    expect(stints('nfl:coach-sean-mcvay')[0]).toMatchObject({
      team: 'nfl:LAR',
      season: 'nfl:2017',
      wins: 11,
      losses: 5,
    });
  });
});
