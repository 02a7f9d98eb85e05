import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { readStandings } from './pfr-standings';

describe('source: PFR standings (combined_records.csv)', () => {
  const ctx = createContext();
  const rows = readStandings(ctx);

  it('reads every row as printed, the franchise left to ./franchises.ts', () => {
    expect(rows.length).toBe(2412); // 2,412 data rows, none skipped
    expect(ctx.issues()).toEqual([]);
    expect(rows.find((r) => r.season === 1972 && r.name === 'Miami Dolphins')).toMatchObject({
      family: 'NFL',
      w: 14,
      l: 0,
      t: 0,
      pf: 385,
      pa: 171,
      team: '',
    });
  });

  it('keeps the league of each row: the AAFC and the AFL apart from the NFL', () => {
    const fam = new Set(rows.filter((r) => r.season === 1946).map((r) => r.family));
    expect([...fam].sort()).toEqual(['AAFC', 'NFL']);
    expect(rows.find((r) => r.season === 1960 && r.name === 'Houston Oilers')?.family).toBe('AFL');
  });
});
