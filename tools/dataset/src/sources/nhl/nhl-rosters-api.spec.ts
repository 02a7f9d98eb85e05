import { built, samePersonTwice } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { nhlSteps } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 120000);

const entries = (player: string) => ctx.rows('roster_entries').filter((r) => r.player === player);

describe('nhl: NHL API rosters 2009-10..2023-24', () => {
  it('joins a databank player to his later rosters: Crosby, Penguins #87 through 2023-24, active', () => {
    expect(ctx.get('roster_entries', 'nhl:crosbsi01:nhl:PIT:2023')).toMatchObject({
      season: 'nhl:2023',
      jersey_number: '87',
      position: 'C',
    });
    expect(ctx.get('players', 'nhl:crosbsi01')).toMatchObject({ last_year: 2025, is_active: true }); // lines to 2025-26
    expect(ctx.rows('players').filter((p) => String(p.slug).startsWith('sidney-crosby'))).toHaveLength(1);
  });

  it('matches a player whose databank birth date is wrong by name and NHL years (Cam Talbot)', () => {
    const seasons = entries('nhl:talboca01').map((r) => `${r.season} ${r.team}`);
    expect(seasons).toContain('nhl:2023 nhl:LAK');
    expect(seasons).toContain('nhl:2013 nhl:NYR');
    expect(ctx.has('players', 'nhl:api-8475660')).toBe(false);
  });

  it('adds players after the databank once: Connor Bedard, Chicago 2023-24', () => {
    expect(ctx.get('players', 'nhl:api-8484144')).toMatchObject({
      slug: 'connor-bedard',
      first_year: 2023,
      last_year: 2025, // the skater lines reach 2025-26
      is_active: true,
      primary_position: 'C',
    });
    expect(ctx.get('people', 'nhl:api-8484144')).toMatchObject({ birth_country: 'Canada' });
    expect(entries('nhl:api-8484144').map((r) => r.team)).toEqual(['nhl:CHI']);
  });

  it('files the Kraken (from 2021-22) and every roster row under a known team and season', () => {
    expect(
      ctx.rows('roster_entries').filter((r) => r.team === 'nhl:SEA' && r.season === 'nhl:2021').length,
    ).toBe(38);
    expect(ctx.issues().filter((i) => /not added: unknown/.test(i.problem))).toEqual([]);
  });

  it('keeps one player per person: no two NHL players share a name and birth date', () => {
    expect(samePersonTwice(ctx, 'nhl')).toEqual([]);
  });
});
