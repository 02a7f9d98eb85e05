import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { ncaaBasketballSteps } from './index';

let ctx: Dataset;
const ts = (school: string, start: number) =>
  ctx.get('team_seasons', `ncaa-basketball:ts:${school}:${start}`)!;

beforeAll(() => {
  ctx = built([core, ...ncaaBasketballSteps]);
}, 120000);

describe('ncaa-basketball: Sports-Reference team seasons', () => {
  it('Duke 2014-15: 35-4, 15-3 ACC, national champion', () => {
    expect(ts('duke', 2014)).toMatchObject({
      season: 'ncaa-basketball:2014',
      wins: 35,
      losses: 4,
      conference: 'ncaa-basketball:conf:acc',
      conference_record: '15-3',
      head_coach_name: 'Mike Krzyzewski',
      playoff_result: 'Won National Final',
      playoff_position: 'champion',
      is_champion: true,
    });
  });

  it("a tournament team's seed and region: Villanova 1984-85, the Southeast's 8; 2006's regions named by city", () => {
    expect(ts('villanova', 1984).stats).toMatchObject({ seed: 'Z08', region: 'Southeast' });
    expect(ts('florida', 2005).stats).toMatchObject({ region: 'Minneapolis' });
    expect(ts('connecticut', 2005).stats).toMatchObject({ region: 'Washington, D.C.' });
  });

  it('1999-00 comes from the season label (the year column says 1900)', () => {
    expect(ts('michigan-state', 1999)).toMatchObject({ wins: 32, losses: 7, is_champion: true });
  });

  it('2018-19 rows gain their postseason games: Virginia 35-3, Texas Tech 31-7', () => {
    expect(ts('virginia', 2018)).toMatchObject({
      wins: 35,
      losses: 3,
      is_champion: true,
      playoff_result: 'Won National Final',
    });
    expect(ts('texas-tech', 2018)).toMatchObject({
      wins: 31,
      losses: 7,
      playoff_result: 'Lost National Final',
    });
  });

  it('records the season name of a renamed school and pre-1985 results from the NCAA code', () => {
    expect(ts('oklahoma-state', 1948)).toMatchObject({
      name: 'Oklahoma A&M',
      playoff_result: 'Lost National Final',
    });
    expect(ts('ucla', 1972)).toMatchObject({ wins: 30, losses: 0, is_champion: true });
  });
});
