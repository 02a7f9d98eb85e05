import { describe, expect, it } from 'vitest';
import { espnCollegeBasketball } from './fixtures/espn';
import { mlbLiveGame, mlbSchedule } from './fixtures/mlb';
import { nhlLandingShootout, nhlSchedule } from './fixtures/nhl';
import { parsePayload } from './index';

describe('parsePayload', () => {
  it('picks the adapter by feed folder and file name', () => {
    expect(parsePayload('nhl_api_web', 'schedule-2024-04-20.json', nhlSchedule).games).toHaveLength(5);
    expect(parsePayload('nhl_api_web', 'landing-2023020500.json', nhlLandingShootout).games[0].overtime).toBe(
      'SO',
    );
    expect(parsePayload('mlb_statsapi', 'schedule_date.json', mlbSchedule).games).toHaveLength(7);
    expect(parsePayload('mlb_statsapi', 'game-800101.json', mlbLiveGame).games[0].periodLabel).toBe(
      'Bot 7th',
    );
    expect(
      parsePayload('espn_site_api', 'saved/espn_site_api/nba.json', espnCollegeBasketball).games[0].league,
    ).toBe('nba');
  });

  it('maps the ESPN file names ncaaf and ncaab (or mens-college-basketball) to our college leagues', () => {
    const league = (file: string) =>
      parsePayload('espn_site_api', file, espnCollegeBasketball).games[0].league;
    expect(league('ncaaf.json')).toBe('ncaa-football');
    expect(league('ncaab.json')).toBe('ncaa-basketball');
    expect(league('mens-college-basketball.json')).toBe('ncaa-basketball');
  });

  it('throws on a file name it does not know, naming the file', () => {
    expect(() => parsePayload('nhl_api_web', 'boxscore-2023020500.json', {})).toThrow(
      /boxscore-2023020500\.json/,
    );
    expect(() => parsePayload('mlb_statsapi', 'standings.json', {})).toThrow(/standings\.json/);
    expect(() => parsePayload('espn_site_api', 'mlb.json', {})).toThrow(/mlb\.json/);
  });
});
