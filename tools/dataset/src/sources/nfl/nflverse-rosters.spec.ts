import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { groupPersons, readNflRosters } from './nflverse-rosters';

describe('source: nflverse season rosters 1970-2024', () => {
  const ctx = createContext();
  const rows = readNflRosters(ctx);
  const persons = groupPersons(rows);

  it('reads every season 1970-2024', () => {
    expect(new Set(rows.map((r) => r.season)).size).toBe(55);
  });

  it('groups one GSIS id into one person: Patrick Mahomes, Kansas City 2017-2024', () => {
    const p = persons.filter((g) => g.some((r) => r.gsis === '00-0033873'));
    expect(p.length).toBe(1);
    expect([...new Set(p[0].map((r) => r.season))].sort()).toEqual([
      2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024,
    ]);
    expect(new Set(p[0].map((r) => r.team))).toEqual(new Set(['KC']));
  });
});
