import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { mergeSamePeople, personIdentity } from './one-person';

function build() {
  const ctx = createContext();
  ctx.add('people', {
    key: 'mlb:aingeda01',
    slug: 'danny-ainge',
    full_name: 'Danny Ainge',
    birth_date: '1959-03-17',
    birth_city: 'Eugene',
    height_inches: 76,
  });
  ctx.add('people', {
    key: 'nba:ainge',
    slug: 'danny-ainge',
    full_name: 'Danny Ainge',
    birth_date: '1959-03-17',
    college: 'BYU',
    height_inches: 77,
  });
  // Same name, another birthday: another man.
  ctx.add('people', {
    key: 'nfl:smith1',
    slug: 'john-smith',
    full_name: 'John Smith',
    birth_date: '1950-01-01',
  });
  ctx.add('people', {
    key: 'nhl:smith2',
    slug: 'john-smith',
    full_name: 'John Smith',
    birth_date: '1951-01-01',
  });
  // Same name, no full birth date: never merged on the name alone.
  ctx.add('people', { key: 'mlb:x', slug: 'bob-x', full_name: 'Bob X', birth_year: 1900 });
  ctx.add('people', { key: 'nfl:x', slug: 'bob-x', full_name: 'Bob X', birth_year: 1900 });
  ctx.add('players', { key: 'mlb:p:ainge', slug: 'danny-ainge', person: 'mlb:aingeda01', league: 'mlb' });
  ctx.add('players', { key: 'nba:p:ainge', slug: 'danny-ainge', person: 'nba:ainge', league: 'nba' });
  ctx.add('coaches', { key: 'nba:c:ainge', slug: 'danny-ainge', person: 'nba:ainge', league: 'nba' });
  ctx.add('awards', { key: 'nba:a:1', person: 'nba:ainge', league: 'nba', year: 1986, name: 'All-Star' });
  return ctx;
}

describe('one people row per human', () => {
  it('merges rows of the same name and birth date and points every reference to the kept row', () => {
    const ctx = build();
    expect(mergeSamePeople(ctx)).toBe(1);
    expect(ctx.get('people', 'nba:ainge')).toBeUndefined();
    const kept = ctx.get('people', 'mlb:aingeda01')!;
    expect(kept).toMatchObject({ birth_city: 'Eugene', college: 'BYU', height_inches: 76 });
    for (const t of ['players', 'coaches', 'awards'] as const)
      for (const r of ctx.rows(t)) expect(r.person, `${t} ${r.key}`).toBe('mlb:aingeda01');
    // Players keep their own per-league rows and slugs.
    expect(ctx.rows('players').map((p) => p.key)).toEqual(['mlb:p:ainge', 'nba:p:ainge']);
  });

  it('never merges on the name alone', () => {
    const ctx = build();
    mergeSamePeople(ctx);
    expect(ctx.rows('people').map((p) => p.key)).toEqual(
      expect.arrayContaining(['nfl:smith1', 'nhl:smith2', 'mlb:x', 'nfl:x']),
    );
  });

  it('reads a name as two sources spell it', () => {
    expect(personIdentity({ full_name: 'D. J. Dozier', birth_date: '1965-09-21' })).toBe(
      personIdentity({ full_name: 'D.J. Dozier', birth_date: '1965-09-21' }),
    );
    expect(personIdentity({ full_name: 'Bob X', birth_date: '1900' })).toBeNull();
  });
});
