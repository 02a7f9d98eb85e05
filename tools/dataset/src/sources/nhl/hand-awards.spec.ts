import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { nhlSteps } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 120000);

const personOf = (slug: string) => ctx.rows('people').find((p) => p.slug === slug)!.key;
const won = (slug: string, award: string) =>
  ctx
    .rows('awards')
    .filter((a) => a.person === personOf(slug) && a.name === award)
    .map((a) => Number(a.year))
    .sort((a, b) => a - b);

describe('nhl: major awards after the databank (hand/nhl/awards.csv)', () => {
  it('gives Connor McDavid his three Harts (2017, 2021, 2023) and six Art Ross Trophies (2025-26 from the skater file)', () => {
    expect(won('connor-mcdavid', 'Hart Memorial Trophy')).toEqual([2016, 2020, 2022]);
    expect(won('connor-mcdavid', 'Art Ross Trophy')).toEqual([2016, 2017, 2020, 2021, 2022, 2025]);
  });

  it('reaches the well-known totals across the databank and the hand rows', () => {
    expect(won('alex-ovechkin', 'Maurice "Rocket" Richard Trophy')).toHaveLength(9);
    expect(won('patrice-bergeron', 'Frank J. Selke Trophy')).toHaveLength(6);
    expect(won('auston-matthews', 'Maurice "Rocket" Richard Trophy')).toEqual([2020, 2021, 2023]);
    expect(won('connor-hellebuyck', 'Vezina Trophy')).toEqual([2019, 2023, 2024]);
    expect(won('nikita-kucherov', 'Art Ross Trophy')).toEqual([2018, 2023, 2024]);
  });

  it('follows the databank rows: the shared 2019-20 Rocket Richard, team, season and source', () => {
    const rr = ctx
      .rows('awards')
      .filter((a) => a.name === 'Maurice "Rocket" Richard Trophy' && a.year === 2019);
    expect(rr.map((a) => [a.recipient_name, a.team, a.notes])).toEqual([
      ['Alex Ovechkin', 'nhl:WSH', 'shared'],
      ['David Pastrnak', 'nhl:BOS', 'shared'],
    ]);
    expect(rr[0]).toMatchObject({ season: 'nhl:2019', league: 'nhl', source: 'hand:nhl-reference' });
  });

  it('has eight major awards a season 2018-19 to 2024-25, every winner linked (Lane Hutson by the skater file)', () => {
    const hand = ctx
      .rows('awards')
      .filter((a) => a.source === 'hand:nhl-reference' && a.name !== 'Conn Smythe Trophy');
    expect(hand).toHaveLength(7 * 8 + 1);
    expect(hand.filter((a) => !a.person).map((a) => a.recipient_name)).toEqual([]);
  });
});
