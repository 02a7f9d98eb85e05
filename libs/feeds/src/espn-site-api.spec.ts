import { describe, expect, it } from 'vitest';
import { parseEspnScoreboard } from './espn-site-api';
import { venueZone } from './espn-zones';
import { espnCollegeBasketball, espnNbaPlayoffs, espnNhlRegular } from './fixtures/espn';
import { byId, expectSound } from './fixtures/checks';

describe('parseEspnScoreboard', () => {
  const nba = parseEspnScoreboard(espnNbaPlayoffs);

  it('reads the league from the payload and skips, one message each, what it cannot read', () => {
    expectSound(nba);
    expect(nba.games.map((g) => g.feedGameId)).toEqual(['9001', '9002', '9003', '9004', '9007']);
    expect(nba.games.every((g) => g.league === 'nba' && g.gameType === 'postseason')).toBe(true);
    expect(nba.skipped).toEqual([
      'espn_site_api game 9005: unknown status "STATUS_MYSTERY"',
      'espn_site_api game 9006: no home team',
      'espn_site_api game 9008: home score is not a non-negative integer ("-3")',
    ]);
  });

  it('a playoff final in overtime: scores as numbers, OT, the series by team id, round and game from the note', () => {
    const game = byId(nba, '9001');
    expect(game).toMatchObject({
      status: 'final',
      homeScore: 110,
      awayScore: 108,
      overtime: 'OT',
      periodLabel: 'OT',
    });
    expect(game.lineScore?.periods).toEqual(['1', '2', '3', '4', 'OT']);
    expect(game.series).toEqual({ round: 'East 1st Round', gameNumber: 3, homeWins: 2, awayWins: 1 });
    expect(game.attendance).toBe(19812);
    expect(game.home).toEqual({
      feedId: '10',
      abbreviation: 'HOM',
      location: 'HOM City',
      nickname: 'HOMs',
      displayName: 'HOM City HOMs',
    });
  });

  it('halftime and the end of a period: no clock, the label says the pause; periods to come are null', () => {
    expect(byId(nba, '9002')).toMatchObject({
      status: 'live',
      period: 2,
      periodLabel: 'Halftime',
      clock: null,
    });
    expect(byId(nba, '9002').lineScore?.home).toEqual([26, 25, null, null]);
    expect(byId(nba, '9003')).toMatchObject({
      status: 'live',
      period: 3,
      periodLabel: 'End of Q3',
      clock: null,
    });
  });

  it("postponed: ESPN's '0' scores are no scores", () => {
    expect(byId(nba, '9004')).toMatchObject({ status: 'postponed', homeScore: null, lineScore: null });
  });

  it('zones from the state (Illinois: Chicago); no state: dated in New York, zone unknown; timeValid false: no time', () => {
    expect(byId(nba, '9001')).toMatchObject({
      timeZone: 'America/Chicago',
      localDate: '2024-04-20',
      localTime: '6:30 PM',
    });
    expect(byId(nba, '9007')).toMatchObject({ timeZone: null, localDate: '2024-04-20', localTime: null });
    expect(byId(nba, '9007').startTimeUtc).toBe('2024-04-21T01:30:00Z');
  });

  it('hockey: a shootout from the detail, the SO column 1-0 for the winner whatever ESPN lists; suspended', () => {
    const nhl = parseEspnScoreboard(espnNhlRegular);
    expectSound(nhl);
    const shootout = byId(nhl, '7001');
    expect(shootout).toMatchObject({ overtime: 'SO', periodLabel: 'SO', homeScore: 3, awayScore: 2 });
    expect(shootout.lineScore).toEqual({
      periods: ['1', '2', '3', 'OT', 'SO'],
      home: [1, 0, 1, 0, 1],
      away: [0, 1, 1, 0, 0],
    });
    expect(byId(nhl, '7002')).toMatchObject({ status: 'suspended', period: 2, timeZone: 'America/Edmonton' });
  });

  it('college basketball plays halves: period 3 is the overtime; season type 4 is skipped', () => {
    const ncaab = parseEspnScoreboard(espnCollegeBasketball);
    expectSound(ncaab);
    expect(byId(ncaab, '5001')).toMatchObject({
      league: 'ncaa-basketball',
      overtime: 'OT',
      periodLabel: 'OT',
    });
    expect(byId(ncaab, '5001').lineScore?.periods).toEqual(['1', '2', 'OT']);
    expect(ncaab.skipped).toEqual(['espn_site_api game 5002: an off-season event (season type 4)']);
  });

  it('the league argument overrides the payload; a payload without events or league throws', () => {
    expect(parseEspnScoreboard(espnCollegeBasketball, 'nba').games[0].league).toBe('nba');
    expect(() => parseEspnScoreboard({ leagues: [] })).toThrow(/no events list/);
    expect(() => parseEspnScoreboard({ events: [] })).toThrow(/names no league/);
    expect(() => parseEspnScoreboard({ events: [] }, 'mlb')).toThrow(/no scoreboard rules for mlb/);
  });
});

describe('venueZone', () => {
  it('reads US states and Canadian provinces, a few countries, and nothing else', () => {
    expect(venueZone({ state: 'AZ', country: null })).toBe('America/Phoenix');
    expect(venueZone({ state: 'bc', country: 'Canada' })).toBe('America/Vancouver');
    expect(venueZone({ state: null, country: 'England' })).toBe('Europe/London');
    expect(venueZone({ state: 'CA', country: 'Mexico' })).toBe('America/Mexico_City');
    expect(venueZone({ state: 'Nowhere', country: null })).toBeNull();
  });
});
