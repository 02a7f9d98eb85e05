import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { readNflverseLines } from './nflverse-player-stats';
import type { Teams } from './team-types';

describe('source: nflverse player season statistics 2019-2025', () => {
  const ctx = createContext();
  const teams = { byCode: (code: string) => `nfl:${code}` } as unknown as Teams;
  const gsis = new Map([
    ['00-0033873', 'nfl:MahoPa00'],
    ['00-0019596', 'nfl:BradTo00'],
    ['00-0033886', 'nfl:WattT.00'],
    ['00-0029597', 'nfl:TuckJu00'],
  ]);
  for (const key of gsis.values()) ctx.add('players', { key });
  const lines = readNflverseLines(ctx, teams, gsis, [2021, 2022, 2023, 2025], () => false);
  const line = (player: string, season: number) =>
    lines.find((l) => l.player === player && l.season === season);

  it('reads passing by GSIS id, with a quarterback’s starts from the games: Mahomes 2022, 5,250 yards, 41 TD', () => {
    expect(line('nfl:MahoPa00', 2022)).toMatchObject({
      team: 'nfl:KC',
      games: 17,
      started: 17,
      source: 'nfl-player-stats-nflverse',
      stats: expect.objectContaining({
        pass_cmp: 435,
        pass_att: 648,
        pass_yds: 5250,
        pass_td: 41,
        pass_int: 12,
      }),
    });
  });

  it('counts Brady’s 2022 week 18 start the games file gives to Gabbert (hand correction): 17 starts', () => {
    expect(line('nfl:BradTo00', 2022)).toMatchObject({ games: 17, started: 17 });
    expect(ctx.issues().some((i) => /Blaine Gabbert corrected to Tom Brady/.test(i.problem))).toBe(true);
  });

  it('reads defence and kicking: T.J. Watt 2021 22.5 sacks, 64 combined tackles; Tucker 2021 35 of 37', () => {
    expect(line('nfl:WattT.00', 2021)?.stats).toMatchObject({
      def_sk: 22.5,
      def_tkl: 64,
      def_solo: 48,
      def_ast: 16,
    });
    expect(line('nfl:WattT.00', 2021)?.started).toBeNull(); // starts are known for quarterbacks only
    expect(line('nfl:TuckJu00', 2021)?.stats).toMatchObject({ fgm: 35, fga: 37, xpm: 32, xpa: 32 });
  });

  it('reports the team-total rows and makes a player of an id nobody knows', () => {
    expect(ctx.issues().filter((i) => /team's totals row/.test(i.problem)).length).toBe(4);
    expect(lines.some((l) => l.player.startsWith('nfl:~nflverse-'))).toBe(true);
  });
});
