import { aGameDetail } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { matchup, resultSentence, sideLabels } from './game-format';

const game = (o: Parameters<typeof aGameDetail>[0]) =>
  aGameDetail({
    away_team: { ...aGameDetail().away_team, name: 'Nebraska' },
    home_team: { ...aGameDetail().home_team, name: 'Oklahoma' },
    ...o,
  });

describe('a game in words', () => {
  it('names the home team only where the sources say where it was played', () => {
    expect(matchup(game({ is_neutral: false, site_known: true }))).toBe('Nebraska at Oklahoma');
    expect(matchup(game({ is_neutral: true, site_known: true }))).toBe('Nebraska vs. Oklahoma');
    // College Football Data Warehouse's 1971 'Game of the Century' row: no venue, no neutral-site flag.
    expect(matchup(game({ is_neutral: false, site_known: false }))).toBe('Nebraska vs. Oklahoma');
    expect(sideLabels({ is_neutral: false, site_known: false })).toEqual({
      away: 'Listed first',
      home: 'Listed second (site unknown)',
    });
    expect(sideLabels({ is_neutral: true, site_known: true }).home).toBe('Home (neutral site)');
  });
});

describe('extra innings in words', () => {
  it('writes a baseball game’s innings as a baseball reference does, a tie included', () => {
    // Brooklyn at Boston, 1920-05-01: 1-1 in 26 innings, the longest game of the majors.
    const base = {
      status: 'final' as const,
      game_date: '1920-05-01',
      round: null,
      championship_name: null,
      away_team: { ...aGameDetail().away_team, name: 'Brooklyn Robins' },
      home_team: { ...aGameDetail().home_team, name: 'Boston Braves' },
    };
    expect(resultSentence(aGameDetail({ ...base, home_score: 1, away_score: 1, overtime: '26' }))).toBe(
      'The Brooklyn Robins and the Boston Braves tied 1–1 in 26 innings on May 1, 1920.',
    );
    expect(resultSentence(aGameDetail({ ...base, home_score: 2, away_score: 1, overtime: '10' }))).toBe(
      'The Boston Braves beat the Brooklyn Robins 2–1 in 10 innings on May 1, 1920.',
    );
  });
});
