import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { readFteGames } from './fte-games';

describe("source: FiveThirtyEight's NFL games 1920-2020", () => {
  const ctx = createContext();
  const games = readFteGames(ctx);

  it('reads each game with its franchise codes: the 1958 title game, Colts 23 Giants 17', () => {
    expect(games.find((g) => g.date === '1958-12-28')).toMatchObject({
      season: 1958,
      playoff: true,
      neutral: false,
      t1: 'NYG',
      t2: 'IND',
      s1: 17,
      s2: 23,
    });
  });

  it('spans 1920-2020', () => {
    expect(Math.min(...games.map((g) => g.season))).toBe(1920);
    expect(Math.max(...games.map((g) => g.season))).toBe(2020);
  });
});
