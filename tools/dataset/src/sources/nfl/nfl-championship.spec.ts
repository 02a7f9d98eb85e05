import { beforeAll, describe, expect, it } from 'vitest';
import { nflForSpec } from './spec-context';

let get: ReturnType<typeof nflForSpec>['get'];
let ctx: ReturnType<typeof nflForSpec>['ctx'];
beforeAll(() => {
  ({ ctx, get } = nflForSpec());
});

describe('pre-merger NFL championship', () => {
  it('1958 Colts 23-17 in overtime, 1920 Akron by the standings, 1932 Bears', () => {
    expect(get('championship_results', 'nfl:nfl-championship:1958')).toMatchObject({
      winner_team: 'nfl:IND',
      winner_name: 'Baltimore Colts',
      runner_up_team: 'nfl:NYG',
      winner_score: 23,
      runner_up_score: 17,
      overtime: 'OT',
    });
    expect(get('championship_results', 'nfl:nfl-championship:1920')).toMatchObject({
      winner_team: 'nfl:old-AKR',
      winner_record: '8-0-3',
    });
    expect(get('seasons', 'nfl:1932').champion_team).toBe('nfl:CHI');
    // The winning coach of every title before the Super Bowl (1920's co-coaches left out).
    expect(get('championship_results', 'nfl:nfl-championship:1921').winner_coach_name).toBe('George Halas');
    expect(get('championship_results', 'nfl:nfl-championship:1968').winner_coach_name).toBe('Don Shula');
    expect(get('championship_results', 'nfl:nfl-championship:1920').winner_coach_name ?? null).toBeNull();
    for (let y = 1921; y <= 1969; y++)
      expect(
        get('championship_results', `nfl:nfl-championship:${y}`).winner_coach_name,
        String(y),
      ).toBeTruthy();
    expect(get('championship_results', 'nfl:nfl-championship:1967')).toMatchObject({
      winner_team: 'nfl:GB',
      runner_up_team: 'nfl:DAL',
      winner_score: 21,
      runner_up_score: 17,
    });
  });
});

describe('the AAFC and AFL championships, titles of their own', () => {
  it('1962 Dallas Texans 20-17 in double overtime; the Browns won all four AAFC titles; the NFL champion stays the Eagles', () => {
    expect(get('championship_results', 'nfl:afl-championship:1962')).toMatchObject({
      winner_name: 'Dallas Texans',
      runner_up_name: 'Houston Oilers',
      winner_score: 20,
      runner_up_score: 17,
      overtime: '2OT',
      winner_coach_name: 'Hank Stram',
    });
    for (let y = 1946; y <= 1949; y++)
      expect(get('championship_results', `nfl:aafc-championship:${y}`).winner_name, String(y)).toBe(
        'Cleveland Browns',
      );
    expect(get('championship_results', 'nfl:afl-championship:1960').winner_name).toBe('Houston Oilers');
    expect(get('seasons', 'nfl:1960').champion_team).toBe('nfl:PHI');
  });
});

describe('title games before 1966 at their sites', () => {
  it('every NFL, AAFC and AFL title game names its stadium, as it was named then, on the result and the game', () => {
    const titles = [
      ...Array.from({ length: 37 }, (_, i) => `nfl:nfl-championship:${1933 + i}`),
      ...Array.from({ length: 4 }, (_, i) => `nfl:aafc-championship:${1946 + i}`),
      ...Array.from({ length: 10 }, (_, i) => `nfl:afl-championship:${1960 + i}`),
    ];
    for (const key of titles) expect(get('championship_results', key).venue, key).toBeTruthy();
    const ice = get('championship_results', 'nfl:nfl-championship:1958');
    expect(ice.venue_name).toBe('Yankee Stadium');
    const game = ctx.rows('games').find((g) => g.game_date === '1958-12-28');
    expect(game).toMatchObject({ venue: ice.venue, venue_name: 'Yankee Stadium' });
    // Briggs Stadium, the building later named Tiger Stadium: one venue, the name of that season.
    const briggs = get('championship_results', 'nfl:nfl-championship:1957');
    expect(briggs.venue_name).toBe('Briggs Stadium');
    expect(get('venues', String(briggs.venue)).name).toBe('Tiger Stadium');
  });
});
