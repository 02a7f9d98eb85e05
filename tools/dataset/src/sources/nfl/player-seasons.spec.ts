import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

type Stats = Record<string, number>;

let ctx: Dataset;
beforeAll(() => {
  ({ ctx } = nflForSpec({ players: true }));
});

const lines = (name: string, season: number) => {
  const players = ctx
    .rows('players')
    .filter((p) => p.league === 'nfl' && ctx.get('people', String(p.person))?.full_name === name)
    .map((p) => p.key);
  return ctx
    .rows('player_seasons')
    .filter((r) => players.includes(String(r.player)) && r.season === `nfl:${season}`);
};

describe('nfl: player season statistics (PFR 1970-2021, NFL.com 1924-2016)', () => {
  it("takes PFR's line where both have the season: Marino 1984, 5,084 yards and 48 TD in 16 starts", () => {
    expect(lines('Dan Marino', 1984)).toEqual([
      expect.objectContaining({
        player: 'nfl:MariDa00',
        team: 'nfl:MIA',
        games_played: 16,
        games_started: 16,
        source: 'nfl-player-stats-pfr',
        stats: expect.objectContaining({ pass_yds: 5084, pass_td: 48, pass_cmp: 362 }),
      }),
    ]);
  });

  it("fills PFR's gaps from NFL.com: Brady 2015 completions (402) on PFR's line", () => {
    const [l] = lines('Tom Brady', 2015);
    expect(l.source).toBe('nfl-player-stats-pfr');
    expect(l.stats).toMatchObject({ pass_yds: 4770, pass_td: 36, pass_cmp: 402 });
  });

  it('gives an undrafted-in-the-data player his seasons: Walter Payton 1977, 1,852 rushing yards', () => {
    expect(lines('Walter Payton', 1977)[0]).toMatchObject({
      team: 'nfl:CHI',
      stats: expect.objectContaining({ rush_yds: 1852, rush_td: 14 }),
    });
  });

  it("joins NFL.com's seasons before the rosters to the rostered player: Unitas 1959 and 1970 are one player", () => {
    const [y1959] = lines('Johnny Unitas', 1959);
    const [y1970] = lines('Johnny Unitas', 1970);
    expect(y1959).toMatchObject({ team: 'nfl:IND', source: 'nfl-player-stats-nflcom' });
    expect(y1959.stats).toMatchObject({ pass_yds: 2899, pass_td: 32 });
    expect(y1970.player).toBe(y1959.player);
  });

  it('adds NFL.com defence: J.J. Watt 2014, 20.5 sacks', () => {
    expect(lines('J.J. Watt', 2014)[0].stats).toMatchObject({ def_sk: 20.5 });
  });

  it('keeps one line per player, season and team', () => {
    const seen = new Set<string>();
    for (const r of ctx.rows('player_seasons').filter((x) => String(x.season).startsWith('nfl:'))) {
      const k = `${r.player}|${r.season}|${r.team}`;
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
    }
  });
});

describe('nfl: player seasons 2019-2025 (PFR to 2021 where it has the player, nflverse otherwise)', () => {
  const career = (name: string) => {
    const players = ctx
      .rows('players')
      .filter((p) => p.league === 'nfl' && ctx.get('people', String(p.person))?.full_name === name)
      .map((p) => p.key);
    const rows = ctx.rows('player_seasons').filter((r) => players.includes(String(r.player)));
    const sum = (k: 'games_played' | 'games_started') => rows.reduce((a, r) => a + Number(r[k] ?? 0), 0);
    return { seasons: rows.length, games: sum('games_played'), started: sum('games_started') };
  };

  it("Tom Brady's regular season: 335 games, 333 starts, 2000-2022", () => {
    expect(career('Tom Brady')).toEqual({ seasons: 23, games: 335, started: 333 });
    expect(lines('Tom Brady', 2021)[0].source).toBe('nfl-player-stats-pfr'); // PFR keeps 2019-2021
    expect(lines('Tom Brady', 2022)[0]).toMatchObject({
      source: 'nfl-player-stats-nflverse',
      team: 'nfl:TB',
    });
  });

  it('Patrick Mahomes: 2022 5,250 yards and 41 TD; 126 games, 126 starts 2017-2025', () => {
    expect(lines('Patrick Mahomes', 2022)[0].stats).toMatchObject({ pass_yds: 5250, pass_td: 41 });
    expect(career('Patrick Mahomes')).toEqual({ seasons: 9, games: 126, started: 126 });
  });

  it('fills 2019-2021 with the players PFR lacks (T.J. Watt 2021, 22.5 sacks) and every season to 2025', () => {
    expect(lines('T.J. Watt', 2021)[0]).toMatchObject({ source: 'nfl-player-stats-nflverse' });
    expect(lines('T.J. Watt', 2021)[0].stats).toMatchObject({ def_sk: 22.5 });
    for (const y of [2022, 2023, 2024, 2025])
      expect(ctx.rows('player_seasons').filter((r) => r.season === `nfl:${y}`).length).toBeGreaterThan(1900);
  });

  it("PFR's 2019-2021 lines take what PFR's table lacks from nflverse: Brady's completions 373, 401, 485", () => {
    const cmp = [2019, 2020, 2021].map((y) => lines('Tom Brady', y).map((l) => (l.stats as Stats).pass_cmp));
    expect(cmp).toEqual([[373], [401], [485]]);
    expect(lines('Tom Brady', 2021)[0]).toMatchObject({ source: 'nfl-player-stats-pfr', games_started: 17 });
    // Every 2019-2021 line with passing yards (so at least one completion) has its completions.
    const passers = ctx
      .rows('player_seasons')
      .filter((r) => /^nfl:20(19|20|21)$/.test(String(r.season)) && ((r.stats as Stats)?.pass_yds ?? 0) > 0);
    expect(passers.filter((r) => (r.stats as Stats).pass_cmp == null).map((r) => r.key)).toEqual([]);
  });
});
