import { describe, expect, it } from 'vitest';
import { byId, expectSound } from './fixtures/checks';
import {
  nhlLandingDoubleOvertime,
  nhlLandingIntermission,
  nhlLandingShootout,
  nhlSchedule,
} from './fixtures/nhl';
import { parseNhlLanding, parseNhlSchedule } from './nhl-api-web';

describe('parseNhlSchedule', () => {
  const parse = parseNhlSchedule(nhlSchedule);

  it('reads every game of every day, each whole, and skips with one message each the ones it cannot read', () => {
    expectSound(parse);
    expect(parse.games.map((g) => g.feedGameId)).toEqual([
      '2023030113',
      '2023021001',
      '2023021002',
      '2023021005',
      '2023021006',
    ]);
    expect(parse.skipped).toEqual([
      'nhl_api_web game 2023021003: no home team',
      'nhl_api_web game 2023021004: unknown gameState "WARMUP?"',
    ]);
  });

  it('a scheduled playoff game: no score, the series by seed (the top seed is the visitor here)', () => {
    const game = byId(parse, '2023030113');
    expect(game).toMatchObject({
      status: 'scheduled',
      gameType: 'postseason',
      homeScore: null,
      period: null,
    });
    expect(game.series).toEqual({ round: '1st Round', gameNumber: 3, homeWins: 0, awayWins: 2 });
    expect(game.home).toEqual({
      feedId: '2',
      abbreviation: 'BBB',
      location: 'Beta',
      nickname: null,
      displayName: null,
    });
    expect([game.localDate, game.localTime, game.timeZone]).toEqual([
      '2024-04-20',
      '7:00 PM',
      'America/New_York',
    ]);
  });

  it('a live game: period, its label and the clock; no line score from the schedule', () => {
    const game = byId(parse, '2023021001');
    expect(game).toMatchObject({ status: 'live', homeScore: 3, awayScore: 2, period: 3, periodLabel: '3rd' });
    expect(game).toMatchObject({ clock: '04:12', lineScore: null, overtime: null, series: null });
  });

  it('postponed and suspended come from gameScheduleState', () => {
    expect(byId(parse, '2023021002')).toMatchObject({
      status: 'postponed',
      statusDetail: 'FUT PPD',
      homeScore: null,
    });
    expect(byId(parse, '2023021005')).toMatchObject({
      status: 'suspended',
      homeScore: 1,
      awayScore: 1,
      period: 2,
    });
  });

  it('dates a game by the venue zone (a legacy US/Pacific name is read as America/Los_Angeles)', () => {
    const game = byId(parse, '2023021006');
    expect(game.startTimeUtc).toBe('2024-04-21T02:30:00Z');
    expect([game.localDate, game.localTime, game.timeZone]).toEqual([
      '2024-04-20',
      '7:30 PM',
      'America/Los_Angeles',
    ]);
  });

  it('throws on a payload without a gameWeek', () => {
    expect(() => parseNhlSchedule({ games: [] })).toThrow(/no gameWeek list/);
    expect(() => parseNhlSchedule({ gameWeek: [{ date: '2024-04-20' }] })).toThrow(/no games list/);
  });
});

describe('parseNhlLanding', () => {
  it('a shootout: the winner gets 1 in the SO column, so the line adds up to the 4-3 final', () => {
    const parse = parseNhlLanding(nhlLandingShootout);
    expectSound(parse);
    const [game] = parse.games;
    expect(game).toMatchObject({
      status: 'final',
      overtime: 'SO',
      period: 5,
      periodLabel: 'SO',
      clock: null,
    });
    expect(game.lineScore).toEqual({
      periods: ['1', '2', '3', 'OT', 'SO'],
      home: [1, 0, 2, 0, 1],
      away: [1, 1, 1, 0, 0],
    });
    expect(game.home.displayName).toBe('Beta Bears');
    expect(game.venue).toEqual({ name: 'Test Arena', city: 'Beta City', state: null });
  });

  it('an intermission: "End of 1st", no clock, the periods to come null', () => {
    const [game] = parseNhlLanding(nhlLandingIntermission).games;
    expect(game).toMatchObject({ status: 'live', period: 1, periodLabel: 'End of 1st', clock: null });
    expect(game.lineScore).toEqual({
      periods: ['1', '2', '3'],
      home: [1, null, null],
      away: [0, null, null],
    });
  });

  it('a playoff double overtime (period 5): 2OT, from linescore.byPeriod', () => {
    const parse = parseNhlLanding(nhlLandingDoubleOvertime);
    expectSound(parse);
    const [game] = parse.games;
    expect(game).toMatchObject({ overtime: '2OT', periodLabel: '2OT', gameType: 'postseason' });
    expect(game.lineScore?.periods).toEqual(['1', '2', '3', 'OT', '2OT']);
    expect(game.series).toEqual({ round: null, gameNumber: 4, homeWins: null, awayWins: null });
  });

  it('skips a game with a score that is not a count; throws on a payload that is not a game', () => {
    const bad = { ...nhlLandingIntermission, homeTeam: { id: 2, abbrev: 'BBB', score: 1.5 } };
    expect(parseNhlLanding(bad)).toEqual({
      games: [],
      skipped: ['nhl_api_web game 2023020501: home score is not a non-negative integer (1.5)'],
    });
    expect(() => parseNhlLanding([])).toThrow(/no game id/);
  });
});
