import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { ncaaBasketballSteps } from '../ncaa-basketball';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...ncaaBasketballSteps]);
}, 120000);

const ts = (school: string, start: number) =>
  ctx.get('team_seasons', `ncaa-basketball:ts:${school}:${start}`);

describe('ncaa-basketball: Torvik team seasons 2019-20..2024-25', () => {
  it('adds the NCAA tournament to records that stop at Selection Sunday: UConn 2023-24 37-3, Florida 2024-25 36-4', () => {
    expect(ts('connecticut', 2023)).toMatchObject({
      wins: 37,
      losses: 3,
      is_champion: true,
      source: 'ncaa-mbb-torvik',
    });
    expect(ts('florida', 2024)).toMatchObject({
      wins: 36,
      losses: 4,
      is_champion: true,
      playoff_result: 'Won National Final',
    });
  });

  it('keeps records that already include the tournament: UConn 2022-23 31-8', () => {
    expect(ts('connecticut', 2022)).toMatchObject({ wins: 31, losses: 8, is_champion: true });
  });

  it('leaves the cancelled 2020 tournament open: Kansas 2019-20 28-2, no champion', () => {
    expect(ts('kansas', 2019)).toMatchObject({
      wins: 28,
      losses: 2,
      is_champion: null,
      playoff_position: null,
    });
  });

  it('files each school once under its programme, with its conference', () => {
    const rows = ctx.rows('team_seasons').filter((r) => r.season === 'ncaa-basketball:2024');
    expect(rows.length).toBeGreaterThan(350);
    expect(rows.filter((r) => !r.conference)).toEqual([]);
    expect(ts('iupui', 2024)).toBeDefined();
  });
});
