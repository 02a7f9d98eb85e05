import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { mergeSameLeaguePlayers } from './one-player';

describe('one player per person and league', () => {
  it('keeps the row with the lines, moves the other rows to it without doubling a season, and reports the merge', () => {
    const ctx = createContext();
    ctx.add('people', { key: 'p', full_name: 'Chris VandeVelde', birth_date: '1987-03-15' });
    ctx.add('players', {
      key: 'nhl:api',
      slug: 'chris-vandevelde',
      person: 'p',
      league: 'nhl',
      jersey_number: '76',
    });
    ctx.add('players', {
      key: 'nhl:ref',
      slug: 'chris-vande-velde',
      person: 'p',
      league: 'nhl',
      first_year: 2010,
    });
    ctx.add('player_seasons', { key: 'l1', player: 'nhl:ref', season: 'nhl:2010', team: 't', stint: 1 });
    ctx.add('roster_entries', { key: 'r1', player: 'nhl:api', season: 'nhl:2010', team: 't' });
    ctx.add('roster_entries', { key: 'r2', player: 'nhl:api', season: 'nhl:2011', team: 't' });
    ctx.add('roster_entries', { key: 'r3', player: 'nhl:ref', season: 'nhl:2010', team: 't' });

    expect(mergeSameLeaguePlayers(ctx)).toBe(1);
    expect(ctx.rows('players')).toEqual([
      expect.objectContaining({
        key: 'nhl:ref',
        slug: 'chris-vande-velde',
        jersey_number: '76',
        first_year: 2010,
      }),
    ]);
    expect(ctx.rows('roster_entries').map((r) => [r.key, r.player])).toEqual([
      ['r2', 'nhl:ref'],
      ['r3', 'nhl:ref'],
    ]);
    expect(ctx.issues().map((i) => i.problem)).toEqual([
      'nhl:api (chris-vandevelde) merged into nhl:ref (chris-vande-velde): one person in one league',
    ]);
  });

  it('leaves two players of one person in two leagues alone', () => {
    const ctx = createContext();
    ctx.add('people', { key: 'p', full_name: 'Danny Ainge' });
    ctx.add('players', { key: 'mlb:a', slug: 'danny-ainge', person: 'p', league: 'mlb' });
    ctx.add('players', { key: 'nba:a', slug: 'danny-ainge', person: 'p', league: 'nba' });
    expect(mergeSameLeaguePlayers(ctx)).toBe(0);
    expect(ctx.rows('players')).toHaveLength(2);
  });
});
