import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { readNflHomes, readProStadiums } from './us-pro-venues';

describe("source: usSportsDB (today's NFL homes)", () => {
  const ctx = createContext();

  it("reads the 32 NFL teams' current stadiums", () => {
    const homes = readNflHomes(ctx);
    expect(homes.length).toBe(32);
    expect(homes.find((t) => t.Team === 'Green Bay Packers')?.Stadium).toBe('Lambeau Field');
    expect(readProStadiums(ctx).some((s) => s.Name === 'Lambeau Field')).toBe(true);
  });
});
