import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { preNhlCups } from './pre-nhl-cups';

const cups = preNhlCups(createContext());
const cup = (won: number) => cups.find((c) => c.year === won - 1)!;

describe('nhl: the Stanley Cups before the NHL (hand/nhl/pre_nhl_stanley_cups.csv)', () => {
  it('has one Cup a year from 1893 to 1917, each marked as before the NHL, keyed by the season it ended', () => {
    expect(cups.map((c) => c.year + 1)).toEqual(Array.from({ length: 25 }, (_, i) => 1893 + i));
    expect(cups.every((c) => c.eraNote?.startsWith('Before the NHL'))).toBe(true);
  });

  it('names the winners as they were and links only the Canadiens 1916 NHA Cup to a franchise', () => {
    expect(cup(1893).winnerName).toBe('Montreal Hockey Club');
    expect(cup(1903).winnerName).toBe('Ottawa Silver Seven');
    expect(cup(1896).winnerName).toBe('Winnipeg Victorias');
    expect(cup(1916)).toMatchObject({ winner: 'nhl:MTL', winnerName: 'Montreal Canadiens', series: '3-2' });
    expect(cup(1917)).toMatchObject({
      winner: null,
      winnerName: 'Seattle Metropolitans',
      runnerUp: 'nhl:MTL',
    });
    expect(cups.filter((c) => c.winner).map((c) => c.year + 1)).toEqual([1916]);
  });

  it('names the earlier holder where the Cup changed hands during a season', () => {
    expect(cup(1907)).toMatchObject({ winnerName: 'Montreal Wanderers' });
    expect(cup(1907).notes).toMatch(/Kenora Thistles/);
  });
});
