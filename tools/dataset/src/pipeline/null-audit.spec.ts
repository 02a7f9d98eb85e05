import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { nullAudit } from './null-audit';

describe('null audit', () => {
  it('counts the empty values of a field per league and decade, with a note where every row is empty', () => {
    const ctx = createContext();
    ctx.add('people', { key: 'p1', full_name: 'A', birth_date: '1950-01-01' });
    ctx.add('people', { key: 'p2', full_name: 'B' });
    ctx.add('people', { key: 'p3', full_name: 'C' });
    ctx.add('players', { key: 'a', person: 'p1', league: 'nhl', first_year: 1971, jersey_number: '9' });
    ctx.add('players', { key: 'b', person: 'p2', league: 'nhl', first_year: 1975 });
    ctx.add('players', { key: 'c', person: 'p3', league: 'nhl', first_year: 1921 });
    nullAudit(ctx);
    const row = (field: string, era: string) =>
      ctx.rows('null_audit').find((r) => r.field === field && r.era === era && r.table_name === 'players');
    expect(row('birth_date', '1970s')).toMatchObject({ rows: 2, empty: 1, note: null });
    expect(row('jersey', '1920s')).toMatchObject({ rows: 1, empty: 1 });
    expect(row('jersey', '1920s')?.note).toMatch(/No source of this dataset gives the jersey/);
    // The hand file's checked reason: the NHL's first amateur draft was in 1963.
    expect(row('draft', '1920s')?.note).toMatch(/first amateur draft in 1963/);
  });

  it('cuts a team-season decade where whole seasons are empty, so the note names those seasons', () => {
    const ctx = createContext();
    for (const y of [1964, 1965, 1966, 1967]) {
      ctx.add('seasons', { key: `nfl:${y}`, league: 'nfl', start_year: y });
      for (const t of ['a', 'b'])
        ctx.add('team_seasons', {
          key: `${t}:${y}`,
          team: t,
          season: `nfl:${y}`,
          venue_name: y > 1965 ? 'Field' : null,
        });
    }
    nullAudit(ctx);
    const venue = ctx
      .rows('null_audit')
      .filter((r) => r.table_name === 'team_seasons' && r.field === 'venue')
      .map((r) => [r.era, r.rows, r.empty, !!r.note]);
    expect(venue).toEqual([
      ['1964–1965', 4, 4, true],
      ['1966–1967', 4, 0, false],
    ]);
  });
});
