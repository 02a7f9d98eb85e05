import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { loadSuperBowls } from './superbowl';

describe('source: the Super Bowl dataset (I-LVII) and hand/nfl/super_bowls.csv (LVIII-LX)', () => {
  const ctx = createContext();
  const bowls = loadSuperBowls(ctx);

  it('reads I-LX once each, the season being the year before the game', () => {
    expect(bowls.map((b) => b.number)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(bowls[0]).toMatchObject({
      edition: 'I',
      season: 1966,
      date: '1967-01-15',
      winner: 'Green Bay Packers',
    });
    expect(bowls[49].edition).toBe('50'); // Super Bowl 50 was branded with Arabic numerals
  });

  it('splits the 1977 co-MVPs and takes the winning coach from the notes', () => {
    expect(bowls.find((b) => b.number === 12)?.mvp).toEqual(['Harvey Martin', 'Randy White']);
    expect(bowls.find((b) => b.number === 60)).toMatchObject({ coach: 'Mike Macdonald', winnerScore: 29 });
  });
});
