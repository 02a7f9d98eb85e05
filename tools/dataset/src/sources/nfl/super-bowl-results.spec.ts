import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { expectRows } from '../../testing/built';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
let get: ReturnType<typeof nflForSpec>['get'];
beforeAll(() => {
  ({ ctx, get } = nflForSpec());
});

describe('Super Bowl', () => {
  it('LVIII: Chiefs 25-22 in overtime over the 49ers (2023 season)', () => {
    const r = get('championship_results', 'nfl:super-bowl:2023');
    expect(r).toMatchObject({
      edition: 'LVIII',
      year: 2023,
      season: 'nfl:2023',
      winner_team: 'nfl:KC',
      runner_up_team: 'nfl:SF',
      winner_score: 25,
      runner_up_score: 22,
      overtime: 'OT',
      game_date: '2024-02-11',
      venue_name: 'Allegiant Stadium',
      mvp_name: 'Patrick Mahomes',
      mvp_person: 'nfl:person-MahoPa00',
      winner_coach_name: 'Andy Reid',
      winner_record: '11-6',
    });
    const g = get('games', 'nfl:nfl-2024-02-11-sf-kc');
    expect(g).toMatchObject({
      home_score: 25,
      away_score: 22,
      overtime: 'OT',
      round: 'Super Bowl',
      championship: 'nfl:super-bowl',
    });
  });

  it('III: Jets 16-7 over the Baltimore Colts, whose franchise is now Indianapolis', () => {
    const r = get('championship_results', 'nfl:super-bowl:1968');
    expect(r).toMatchObject({
      edition: 'III',
      winner_team: 'nfl:NYJ',
      winner_name: 'New York Jets',
      runner_up_team: 'nfl:IND',
      runner_up_name: 'Baltimore Colts',
      winner_score: 16,
      runner_up_score: 7,
      mvp_name: 'Joe Namath',
      game_date: '1969-01-12',
    });
  });

  it('LIX Eagles 40-22, LI in overtime, XII co-MVPs, I-LX present', () => {
    expectRows(ctx, 'championship_results', {
      'nfl:super-bowl:2024': {
        edition: 'LIX',
        winner_team: 'nfl:PHI',
        runner_up_team: 'nfl:KC',
        winner_score: 40,
        runner_up_score: 22,
        mvp_name: 'Jalen Hurts',
        venue_name: 'Caesars Superdome',
        overtime: null,
      },
      'nfl:super-bowl:2016': {
        edition: 'LI',
        winner_team: 'nfl:NE',
        runner_up_team: 'nfl:ATL',
        winner_score: 34,
        runner_up_score: 28,
        overtime: 'OT',
      },
    });
    expect(get('championship_results', 'nfl:super-bowl:1977').mvp_name).toBe('Harvey Martin, Randy White');
    const mvps = ctx
      .rows('awards')
      .filter((a) => a.name === 'Super Bowl MVP' && a.year === 1977)
      .map((a) => a.recipient_name)
      .sort();
    expect(mvps).toEqual(['Harvey Martin', 'Randy White']);
    expect(ctx.rows('awards').find((a) => a.year === 1970 && a.name === 'Super Bowl MVP')?.team).toBe(
      'nfl:DAL',
    ); // Chuck Howley, losing side
    const sb = ctx.rows('championship_results').filter((r) => r.championship === 'nfl:super-bowl');
    expect(sb.length).toBe(60);
    expect(get('championship_results', 'nfl:super-bowl:2025')).toMatchObject({
      edition: 'LX',
      winner_team: 'nfl:SEA',
      runner_up_team: 'nfl:NE',
      winner_score: 29,
      runner_up_score: 13,
      game_date: '2026-02-08',
      venue_name: "Levi's Stadium",
      mvp_name: 'Kenneth Walker III',
      winner_coach_name: 'Mike Macdonald',
      winner_record: '14-3', // the 2025 standings come from the complete nflverse games
    });
    expect(get('seasons', 'nfl:2025').champion_team).toBe('nfl:SEA');
    expect(get('team_seasons', 'nfl:SEA:2025')).toMatchObject({
      is_champion: true,
      playoff_position: 'champion',
    });
    expect(
      sb
        .filter((r) => r.overtime)
        .map((r) => r.edition)
        .sort(),
    ).toEqual(['LI', 'LVIII']);
    expect(get('championship_results', 'nfl:super-bowl:2015').edition).toBe('50');
    expect(get('championship_results', 'nfl:super-bowl:1987')).toMatchObject({
      mvp_name: 'Doug Williams',
      mvp_person: null,
    }); // the 1986 draftee is a tackle
    expect(get('championship_results', 'nfl:super-bowl:2020')).toMatchObject({
      mvp_name: 'Tom Brady',
      mvp_person: 'nfl:person-BradTo00',
      winner_team: 'nfl:TB',
    });
    expect(get('seasons', 'nfl:2023').champion_team).toBe('nfl:KC');
    expectRows(ctx, 'team_seasons', {
      'nfl:PHI:2024': {
        is_champion: true,
        playoff_position: 'champion',
        playoff_result: 'Won Super Bowl',
      },
      'nfl:KC:2024': {
        is_champion: false,
        playoff_position: 'playoffs',
        playoff_result: 'Lost Super Bowl',
      },
    });
    // Each era's title by its own name: the standings (1921 Staleys), the first playoff game (1932 Bears).
    const champion = (season: number) =>
      ctx.rows('team_seasons').find((r) => r.season === `nfl:${season}` && r.is_champion);
    expect(champion(1921)).toMatchObject({
      name: 'Chicago Staleys',
      playoff_result: 'NFL Champion (by the standings)',
    });
    expect(champion(1932)).toMatchObject({
      name: 'Chicago Bears',
      playoff_result: 'Won NFL Championship (playoff game)',
    });
    expect(
      ctx
        .rows('team_seasons')
        .filter((r) => r.playoff_result === 'Won Super Bowl' && Number(String(r.season).slice(4)) < 1966),
    ).toEqual([]);
  });
});
