import { beforeAll, describe, expect, it } from 'vitest';
import { type Dataset, createContext, runModules } from '../context';
import { core } from './core';
import { ncaaBasketball } from './ncaa-basketball';
import { resultKey } from '../history/results';

let ctx: Dataset;
/** The tournament result of a title year (its key is the season's start year, as every result's). */
const result = (year: number) =>
  ctx.get('championship_results', resultKey('ncaa-basketball:ncaa-tournament', year - 1))!;
const ts = (school: string, start: number) =>
  ctx.get('team_seasons', `ncaa-basketball:ts:${school}:${start}`)!;
const gamesOn = (date: string) => ctx.rows('games').filter((g) => g.game_date === date);

beforeAll(() => {
  ctx = createContext();
  runModules(ctx, [core, ncaaBasketball]);
}, 120000);

describe('NCAA tournament champions', () => {
  it('has one result for every tournament 1939-2026 except 2020', () => {
    const editions = ctx
      .rows('championship_results')
      .map((r) => Number(r.edition))
      .sort((a, b) => a - b);
    expect(editions).toHaveLength(87);
    expect(editions[0]).toBe(1939);
    expect(editions[editions.length - 1]).toBe(2026); // Michigan 69-63 UConn, from data/SOURCES.md recent_results
    expect(editions).not.toContain(2020);
  });

  it('1939: Oregon 46-33 Ohio State at Evanston', () => {
    const r = result(1939);
    expect(r).toMatchObject({
      winner_team: 'ncaa-basketball:oregon',
      runner_up_team: 'ncaa-basketball:ohio-state',
      winner_score: 46,
      runner_up_score: 33,
      year: 1938,
      season: 'ncaa-basketball:1938',
      game_date: '1939-03-27',
      city: 'Evanston',
      state: 'IL',
      winner_coach_name: 'Howard Hobson',
      mvp_name: 'Jimmy Hull',
    });
  });

  it('1957: North Carolina 54-53 in triple overtime over Kansas', () => {
    expect(result(1957)).toMatchObject({
      winner_name: 'North Carolina',
      runner_up_name: 'Kansas',
      winner_score: 54,
      runner_up_score: 53,
      overtime: '3OT',
      winner_record: '32-0',
      mvp_name: 'Wilt Chamberlain',
    });
  });

  it('names the champion as it was called that year (Oklahoma A&M, Texas Western)', () => {
    expect(result(1945)).toMatchObject({
      winner_team: 'ncaa-basketball:oklahoma-state',
      winner_name: 'Oklahoma A&M',
    });
    expect(result(1966)).toMatchObject({
      winner_team: 'ncaa-basketball:texas-el-paso',
      winner_name: 'Texas Western',
    });
    expect(ctx.get('teams', 'ncaa-basketball:oklahoma-state')).toMatchObject({
      name: 'Oklahoma State',
      slug: 'oklahoma-state-basketball',
    });
  });

  it('overtime finals: 1963 Loyola Chicago, 1997 Arizona, 2008 Kansas', () => {
    expect(result(1963)).toMatchObject({
      winner_name: 'Loyola Chicago',
      winner_score: 60,
      runner_up_score: 58,
      overtime: 'OT',
    });
    expect(result(1997)).toMatchObject({
      winner_name: 'Arizona',
      runner_up_name: 'Kentucky',
      winner_score: 84,
      overtime: 'OT',
    });
    expect(result(2008)).toMatchObject({
      winner_name: 'Kansas',
      runner_up_name: 'Memphis',
      winner_score: 75,
      runner_up_score: 68,
      overtime: 'OT',
    });
  });

  it('2024 UConn 75-60 Purdue and 2025 Florida 65-63 Houston', () => {
    expect(result(2024)).toMatchObject({
      winner_team: 'ncaa-basketball:connecticut',
      runner_up_team: 'ncaa-basketball:purdue',
      winner_score: 75,
      runner_up_score: 60,
      overtime: null,
      game_date: '2024-04-08',
      venue_name: 'State Farm Stadium',
      winner_coach_name: 'Dan Hurley',
    });
    expect(result(2025)).toMatchObject({
      winner_team: 'ncaa-basketball:florida',
      runner_up_team: 'ncaa-basketball:houston',
      winner_score: 65,
      runner_up_score: 63,
      game_date: '2025-04-07',
      season: 'ncaa-basketball:2024',
      mvp_name: 'Walter Clayton Jr.',
    });
    expect(ctx.get('seasons', 'ncaa-basketball:2024')).toMatchObject({
      name: '2024-25 College Basketball Season',
      slug: 'ncaa-basketball-2024-25',
      champion_team: 'ncaa-basketball:florida',
    });
  });

  it('the hand-written finals agree with the Kaggle national-final games', () => {
    const disagreements = ctx
      .issues()
      .filter((i) => /disagrees with Kaggle final|no Kaggle DayNum/.test(i.problem));
    expect(disagreements).toEqual([]);
  });
});

describe('team seasons', () => {
  it('Duke 2014-15: 35-4, 15-3 ACC, national champion', () => {
    expect(ts('duke', 2014)).toMatchObject({
      season: 'ncaa-basketball:2014',
      wins: 35,
      losses: 4,
      conference: 'ncaa-basketball:conf:acc',
      conference_record: '15-3',
      head_coach_name: 'Mike Krzyzewski',
      playoff_result: 'Won National Final',
      playoff_position: 'champion',
      is_champion: true,
    });
  });

  it('1999-00 comes from the season label (the year column says 1900)', () => {
    expect(ts('michigan-state', 1999)).toMatchObject({ wins: 32, losses: 7, is_champion: true });
  });

  it('2018-19 rows gain their postseason games: Virginia 35-3, Texas Tech 31-7', () => {
    expect(ts('virginia', 2018)).toMatchObject({
      wins: 35,
      losses: 3,
      is_champion: true,
      playoff_result: 'Won National Final',
    });
    expect(ts('texas-tech', 2018)).toMatchObject({
      wins: 31,
      losses: 7,
      playoff_result: 'Lost National Final',
    });
  });

  it('records the season name of a renamed school and pre-1985 results from the NCAA code', () => {
    expect(ts('oklahoma-state', 1948)).toMatchObject({
      name: 'Oklahoma A&M',
      playoff_result: 'Lost National Final',
    });
    expect(ts('ucla', 1972)).toMatchObject({ wins: 30, losses: 0, is_champion: true });
  });
});

describe('games', () => {
  it('2025 national final with its round and date from DayZero', () => {
    const g = gamesOn('2025-04-07');
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({
      round: 'National Championship',
      is_playoff: true,
      is_neutral: true,
      championship: 'ncaa-basketball:ncaa-tournament',
      season: 'ncaa-basketball:2024',
    });
    const scores = [g[0].home_score, g[0].away_score].sort();
    expect(scores).toEqual([63, 65]);
  });

  it('tournament rounds: 2018 UMBC over Virginia was a First Round game; 2021 Oregon-Iowa a Second Round game', () => {
    const umbc = ctx
      .rows('games')
      .find(
        (g) =>
          g.game_date === '2018-03-16' &&
          [g.home_team, g.away_team].includes('ncaa-basketball:maryland-baltimore-county'),
      )!;
    expect(umbc).toMatchObject({
      round: 'First Round',
      home_team: 'ncaa-basketball:virginia',
      home_score: 54,
      away_score: 74,
    });
    const oregon = ctx
      .rows('games')
      .find(
        (g) =>
          g.season === 'ncaa-basketball:2020' &&
          g.championship &&
          [g.home_team, g.away_team].includes('ncaa-basketball:oregon') &&
          [g.home_team, g.away_team].includes('ncaa-basketball:iowa'),
      )!;
    expect(oregon.round).toBe('Second Round');
  });

  it('regular-season games have dates, home/away and overtime', () => {
    const g = ctx.rows('games').filter((x) => x.season === 'ncaa-basketball:1984' && !x.is_playoff);
    expect(g.length).toBeGreaterThan(3000);
    expect(g.every((x) => /^198[45]-\d\d-\d\d$/.test(String(x.game_date)))).toBe(true);
  });
});

describe('teams and coaches', () => {
  it('every Kaggle school plus historical champions like CCNY and Holy Cross', () => {
    expect(ctx.get('teams', 'ncaa-basketball:city-college-of-new-york')).toMatchObject({
      name: 'CCNY',
      is_active: false,
    });
    expect(ctx.get('teams', 'ncaa-basketball:holy-cross')).toMatchObject({
      city: 'Worcester',
      state: 'MA',
      is_active: true,
    });
    expect(ctx.get('teams', 'ncaa-basketball:duke')).toMatchObject({
      slug: 'duke-basketball',
      conference: 'ncaa-basketball:conf:acc',
    });
  });

  it('coach stints per team-season', () => {
    const k = ctx.rows('coach_stints').filter((s) => s.coach === 'ncaa-basketball:coach:mike_krzyzewski');
    expect(k.length).toBeGreaterThan(30);
    const s = k.find((x) => x.start_year === 2014)!;
    expect(s).toMatchObject({
      team: 'ncaa-basketball:duke',
      wins: 35,
      losses: 4,
      playoff_wins: 6,
      playoff_losses: 0,
    });
    expect(ctx.get('people', 'ncaa-basketball:person:mike_krzyzewski')).toMatchObject({
      full_name: 'Mike Krzyzewski',
    });
  });
});
