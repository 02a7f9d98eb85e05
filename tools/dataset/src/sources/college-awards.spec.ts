// The college awards from their hand files, in the hockey league's build (its steps are the fastest to build): the
// year as the season's start, the school linked or named, and the MOP claimed against the finals' column.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../context';
import { built } from '../testing/built';
import { collegeAwardSteps } from './college-awards';
import { core } from './core';
import { ncaaHockeySteps } from './ncaa-hockey';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([
    core,
    ...ncaaHockeySteps,
    ...collegeAwardSteps.filter((s) => s.leagues.includes('ncaa-hockey')),
  ]);
});

const awards = (name: string) => ctx.rows('awards').filter((a) => a.name === name);

describe('college awards (hand/college/*.csv)', () => {
  it('the Hobey Baker: 1981 on, a season start year, the school linked to its programme', () => {
    const hobey = awards('Hobey Baker Award');
    expect(hobey).toHaveLength(45);
    // Cale Makar, UMass, won the 2019 award: the 2018-19 season.
    expect(hobey.find((a) => a.recipient_name === 'Cale Makar')).toMatchObject({
      year: 2018,
      season: 'ncaa-hockey:2018',
      team: 'ncaa-hockey:massachusetts',
    });
  });

  it('every winner names the school: linked to its programme, or in the notes when the site has none', () => {
    const hockey = ctx.rows('awards').filter((a) => a.league === 'ncaa-hockey');
    expect(hockey.filter((a) => !a.team && !String(a.notes ?? '').startsWith('School: '))).toEqual([]);
    expect(awards('Hobey Baker Award').find((a) => a.recipient_name === 'Adam Gaudette')).toMatchObject({
      team: 'ncaa-hockey:northeastern',
    });
  });

  it("the Frozen Four MOP agrees with the finals' MVP column wherever both name one", () => {
    const mop = ctx
      .claims()
      .figures()
      .find((f) => f.figure.id === 'college.tournament.mop');
    expect(mop?.subjects.size).toBeGreaterThan(50);
    const differ = [...(mop?.subjects.values() ?? [])].filter(
      (cs) => new Set(cs.map((c) => c.value)).size > 1,
    );
    expect(differ.map((cs) => cs[0].subject)).toEqual(['ncaa-hockey:2021:mop']);
  });
});
