import { aGameDetail } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { matchup, sideLabels } from './game-format';

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
