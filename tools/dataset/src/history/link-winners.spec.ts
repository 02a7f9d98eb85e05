import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { linkNamedWinners } from './link-winners';

describe('award winners named but not linked', () => {
  it('links the one player of that name whose seasons take in the award, and no namesake outside them', () => {
    const ctx = createContext();
    ctx.add('people', { key: 'p1', full_name: 'Cale Makar' });
    ctx.add('people', { key: 'p2', full_name: 'Bart Starr' });
    ctx.add('players', { key: 'a', person: 'p1', league: 'nhl', first_year: 2019, last_year: 2025 });
    ctx.add('players', { key: 'b', person: 'p2', league: 'nfl', first_year: 1970, last_year: 1971 });
    ctx.add('awards', { key: 'w1', league: 'nhl', year: 2021, recipient_name: 'Cale Makar', person: null });
    ctx.add('awards', { key: 'w2', league: 'nfl', year: 1966, recipient_name: 'Bart Starr', person: null });
    expect(linkNamedWinners(ctx)).toBe(1);
    expect(ctx.get('awards', 'w1')?.person).toBe('p1');
    expect(ctx.get('awards', 'w2')?.person).toBeNull();
  });
});
