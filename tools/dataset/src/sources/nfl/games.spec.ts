import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
let get: ReturnType<typeof nflForSpec>['get'];
beforeAll(() => {
  ({ ctx, get } = nflForSpec());
});

describe('standings and games', () => {
  it("a 2023 team's W-L from the games equals the PFR standings", () => {
    const ts = get('team_seasons', 'nfl:KC:2023');
    expect(ts).toMatchObject({
      wins: 11,
      losses: 6,
      ties: 0,
      points_for: 371,
      points_against: 294,
      derived_from_games: true,
      division_record: '4-2',
    });
    let w = 0;
    let l = 0;
    for (const g of ctx.rows('games')) {
      if (g.season !== 'nfl:2023' || g.is_playoff || (g.home_team !== 'nfl:KC' && g.away_team !== 'nfl:KC'))
        continue;
      const mine = g.home_team === 'nfl:KC' ? g.home_score : g.away_score;
      const theirs = g.home_team === 'nfl:KC' ? g.away_score : g.home_score;
      if ((mine as number) > (theirs as number)) w++;
      else l++;
    }
    expect([w, l]).toEqual([11, 6]);
    // every 2023 team's derived record agrees with the standings
    const rows = ctx.rows('team_seasons').filter((r) => r.season === 'nfl:2023');
    expect(rows.length).toBe(32);
    expect(rows.every((r) => r.derived_from_games)).toBe(true);
  });

  it('1972 Dolphins 14-0 and the 1987 replacement games from 538', () => {
    expect(get('team_seasons', 'nfl:MIA:1972')).toMatchObject({
      wins: 14,
      losses: 0,
      home_record: '7-0',
      is_champion: true,
    });
    expect(get('seasons', 'nfl:1987').games_count).toBe(219 - 0);
    expect(get('team_seasons', 'nfl:WAS:1987').derived_from_games).toBe(true);
  });

  it('games cover 1920-2025, the 2025 season complete', () => {
    const games = ctx.rows('games');
    const years = games.map((g) => Number((g.season as string).slice(4)));
    expect(Math.min(...years)).toBe(1920);
    expect(Math.max(...years)).toBe(2025);
    // nflverse completes the 2025 season: no game is left scheduled.
    expect(games.filter((g) => g.status === 'scheduled').length).toBe(0);
    expect(
      games
        .filter((g) => g.status === 'scheduled')
        .every((g) => g.season === 'nfl:2025' && g.home_score == null),
    ).toBe(true);
    const ice = games.find((g) => g.game_date === '1967-12-31' && g.home_team === 'nfl:GB')!;
    expect(ice).toMatchObject({
      home_score: 21,
      away_score: 17,
      round: 'NFL Championship',
      venue_name: 'Lambeau Field',
    });
    const ss = games.find((g) => g.game_date === '2025-10-05' && g.home_team === 'nfl:NO')!;
    expect(ss.away_team).toBe('nfl:NYG');
    expect(get('seasons', 'nfl:2025')).toMatchObject({ champion_team: 'nfl:SEA', end_year: 2026 });
  });
});
