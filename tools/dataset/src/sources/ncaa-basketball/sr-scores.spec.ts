import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import type { Claim } from '../../pipeline/claims';
import { core } from '../core';
import { ncaaBasketballSteps } from '../ncaa-basketball';
import { SR_SCORES, SR_SEASONS, TORVIK } from './common';
import { TEAM_RECORD } from './figures';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...ncaaBasketballSteps]);
}, 120000);

const key = (school: string, start: number) => `ncaa-basketball:ts:${school}:${start}`;
const ts = (school: string, start: number) => ctx.get('team_seasons', key(school, start));
const claims = (school: string, start: number): Claim[] =>
  ctx
    .claims()
    .figures()
    .find((f) => f.figure.id === TEAM_RECORD.id)
    ?.subjects.get(key(school, start)) ?? [];
const value = (cs: Claim[], source: string) => cs.find((c) => c.source === source)?.value;

// Records checked against Sports-Reference's school season pages (sports-reference.com/cbb/schools/<school>/men/<end year>.html).
describe("ncaa-basketball: team-season W-L from Sports-Reference's box scores", () => {
  it('agrees with the season table where Torvik counts fewer losses: Abilene Christian 2018-19 27-7', () => {
    const cs = claims('abilene-christian', 2018);
    expect(value(cs, SR_SEASONS)).toBe('27-7');
    expect(value(cs, SR_SCORES)).toBe('27-7');
    // Torvik: 30 games (against Division I teams) and 27 wins (every win, 4 over non-Division I teams).
    expect(value(cs, TORVIK)).toBe('27-3');
    expect(cs.find((c) => c.source === TORVIK)?.note).toMatch(/only games against Division I teams.*4 fewer/);
    expect(TEAM_RECORD.explain?.(cs)).toMatch(/4 fewer than the team's 7/);
    expect(ts('abilene-christian', 2018)).toMatchObject({ wins: 27, losses: 7 });
  });

  it("publishes the box scores' W-L over Torvik's from 2019-20: Abilene Christian 20-11, 24-5, 25-11", () => {
    expect(ts('abilene-christian', 2019)).toMatchObject({ wins: 20, losses: 11, source: SR_SCORES });
    expect(ts('abilene-christian', 2020)).toMatchObject({ wins: 24, losses: 5 });
    expect(ts('abilene-christian', 2021)).toMatchObject({ wins: 25, losses: 11 });
    expect(value(claims('abilene-christian', 2021), TORVIK)).toBe('25-7');
  });

  it('adds the NCAA rounds the files lack from the tournament games: Kansas 2021-22 34-6, Purdue 2023-24 34-5', () => {
    expect(ts('kansas', 2021)).toMatchObject({ wins: 34, losses: 6, is_champion: true });
    expect(value(claims('kansas', 2021), SR_SCORES)).toBe('34-6');
    expect(ts('purdue', 2023)).toMatchObject({ wins: 34, losses: 5 });
    expect(value(claims('purdue', 2023), SR_SCORES)).toBe('34-5');
  });

  it('keeps the season table before 2019-20: Virginia 2018-19 35-3, Kentucky 2011-12 38-2', () => {
    expect(ts('virginia', 2018)).toMatchObject({ wins: 35, losses: 3, source: SR_SEASONS });
    expect(value(claims('virginia', 2018), SR_SCORES)).toBe('35-3');
    expect(value(claims('kentucky', 2011), SR_SCORES)).toBe('38-2');
  });
});
