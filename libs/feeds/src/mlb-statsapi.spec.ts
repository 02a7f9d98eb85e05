import { describe, expect, it } from 'vitest';
import { byId, expectSound } from './fixtures/checks';
import { mlbFinalExtraInnings, mlbLiveGame, mlbSchedule } from './fixtures/mlb';
import { parseMlbGame, parseMlbSchedule } from './mlb-statsapi';

describe('parseMlbSchedule', () => {
  const parse = parseMlbSchedule(mlbSchedule);

  it('reads each game whole and skips, with a message each, an unknown status and a game without its home team', () => {
    expectSound(parse);
    expect(parse.games).toHaveLength(7);
    expect(parse.skipped).toEqual([
      'mlb_statsapi game 800006: unknown status "Unknown" / "Mystery"',
      'mlb_statsapi game 800007: no home team',
    ]);
  });

  it('a doubleheader: each game its number; names only from the schedule; no local time without a zone', () => {
    const first = byId(parse, '800001');
    expect(first).toMatchObject({
      doubleheaderGame: 1,
      status: 'final',
      homeScore: 5,
      awayScore: 2,
      series: null,
    });
    expect(first.home).toEqual({
      feedId: '2',
      abbreviation: null,
      location: null,
      nickname: null,
      displayName: 'Beta Bears',
    });
    expect([first.localDate, first.localTime, first.timeZone]).toEqual(['2024-07-13', null, null]);
  });

  it('a live game (hydrated linescore): "Mid 7th", no clock, the home 7th not batted yet', () => {
    const second = byId(parse, '800002');
    expect(second).toMatchObject({
      doubleheaderGame: 2,
      status: 'live',
      period: 7,
      periodLabel: 'Mid 7th',
      clock: null,
    });
    expect(second.lineScore?.home.at(-1)).toBeNull();
    expect([second.localTime, second.timeZone]).toEqual(['6:10 PM', 'America/Chicago']);
  });

  it('extra innings: overtime is the innings played', () => {
    expect(byId(parse, '800003')).toMatchObject({ overtime: '10', period: 10, periodLabel: '10th' });
  });

  it('a postponed game is dated by the day it was postponed from, not the officialDate it was moved to', () => {
    const game = byId(parse, '800004');
    expect(game).toMatchObject({
      status: 'postponed',
      localDate: '2024-07-13',
      statusDetail: 'Postponed: Rain',
    });
    expect([game.homeScore, game.awayScore]).toEqual([null, null]);
  });

  it('suspended keeps its score; a delayed start is still scheduled', () => {
    expect(byId(parse, '800005')).toMatchObject({ status: 'suspended', homeScore: 2, awayScore: 2 });
    expect(byId(parse, '800008')).toMatchObject({ status: 'scheduled', homeScore: null });
  });

  it('a postseason game: round and game number from the schedule, wins unknown; TBD time → no local time', () => {
    const game = byId(parse, '800009');
    expect(game).toMatchObject({ gameType: 'postseason', localTime: null });
    expect(game.series).toEqual({ round: 'Division Series', gameNumber: 2, homeWins: null, awayWins: null });
  });

  it('throws on a payload without dates', () => {
    expect(() => parseMlbSchedule({ totalGames: 0 })).toThrow(/no dates list/);
  });
});

describe('parseMlbGame', () => {
  it('a live game: teams as the live feed names them, "Bot 7th", venue zone and local time', () => {
    const parse = parseMlbGame(mlbLiveGame);
    expectSound(parse);
    const [game] = parse.games;
    expect(game.home).toEqual({
      feedId: '2',
      abbreviation: 'BET',
      location: 'Beta',
      nickname: 'Bears',
      displayName: 'Beta Bears',
    });
    expect(game).toMatchObject({
      status: 'live',
      homeScore: 3,
      awayScore: 1,
      period: 7,
      periodLabel: 'Bot 7th',
    });
    expect([game.localDate, game.localTime, game.timeZone]).toEqual([
      '2024-07-13',
      '7:10 PM',
      'America/Chicago',
    ]);
    expect(game.venue).toEqual({ name: 'Beta Park', city: 'Beta City', state: 'MO' });
    expect(game.attendance).toBe(31000);
  });

  it('a final in 11 innings: the line adds up, attendance from the Att line, umpires in order', () => {
    const parse = parseMlbGame(mlbFinalExtraInnings);
    expectSound(parse);
    const [game] = parse.games;
    expect(game).toMatchObject({ status: 'final', overtime: '11', periodLabel: '11th', attendance: 32517 });
    expect(game.lineScore?.periods).toHaveLength(11);
    expect(game.officials).toEqual(['Home Plate Umpire', 'First Base Umpire']);
  });

  it('skips a live feed without teams; throws on a payload without gameData and liveData', () => {
    const gameData = { ...(mlbLiveGame['gameData'] as object), teams: {} };
    expect(parseMlbGame({ ...mlbLiveGame, gameData }).skipped).toEqual([
      'mlb_statsapi game 800101: no home team',
    ]);
    expect(() => parseMlbGame({ gamePk: 1 })).toThrow(/no gameData and liveData/);
  });
});
