// The sport's units and margin bands, and the minimum games a record needs to be named best.
import { describe, expect, it } from 'vitest';
import { chooseLeague, scoringOf } from './competition';
import type { TeamRecord } from './figure-data';
import { closeMargin, marginBands } from './scoring';
import { qualifying } from './team-figures';

const team = (name: string, games: number, win_pct: number): TeamRecord => ({
  slug: name,
  name,
  league: 'X',
  games,
  wins: 0,
  losses: 0,
  ties: 0,
  win_pct,
  home_win_pct: null,
  pf: null,
  pa: null,
});

describe('analytics in the sport’s units', () => {
  it('points, runs, goals; margins banded at each sport’s steps', () => {
    expect(['football', 'basketball', 'baseball', 'hockey'].map(scoringOf)).toEqual([
      'points',
      'points',
      'runs',
      'goals',
    ]);
    expect(marginBands('points')).toEqual(['Tie', '1–3', '4–7', '8–14', '15+']);
    expect(marginBands('runs')).toEqual(['Tie', '1', '2', '3–4', '5+']);
    expect(marginBands('goals')).toEqual(['Tie', '1', '2', '3', '4+']);
    expect([closeMargin('points'), closeMargin('runs'), closeMargin('goals')]).toEqual([
      'within 3 points',
      'by one run',
      'by one goal',
    ]);
  });

  it('a record needs half the full schedule: the most played, or a full season when that is more', () => {
    const teams = [team('Unbeaten', 6, 100), team('Full', 34, 80), team('Half', 17, 70)];
    expect(qualifying(teams, null)).toMatchObject({ min: 17, most: 34 });
    expect(qualifying(teams, null).teams.map((t) => t.name)).toEqual(['Full', 'Half']);
    // A tournament alone (6 games at most) against a 35-game season: nobody.
    expect(qualifying([team('Unbeaten', 6, 100)], 35)).toMatchObject({ min: 18, teams: [] });
    expect(qualifying([], null)).toMatchObject({ min: 1, most: 0, teams: [] });
  });

  it('the hub offers every league, pro first in the sites’ order, and measures the first or the one named', () => {
    const row = (id: number, slug: string, sport: string, level: string) => ({
      id,
      slug,
      name: slug,
      abbreviation: slug,
      sport_slug: sport,
      sport_name: sport,
      level_slug: level,
    });
    const leagues = [
      row(1, 'mlb', 'baseball', 'professional'),
      row(4, 'ncaa-basketball', 'basketball', 'ncaa-division-i'),
      row(7, 'nfl', 'football', 'professional'),
      row(2, 'nba', 'basketball', 'professional'),
    ];
    const hub = chooseLeague(leagues, null, undefined);
    expect(hub.choices.map((l) => l.slug)).toEqual(['nfl', 'nba', 'mlb', 'ncaa-basketball']);
    expect(hub.league.slug).toBe('nfl');
    expect(chooseLeague(leagues, null, undefined, 4).league.slug).toBe('ncaa-basketball');
    expect(chooseLeague(leagues, [2, 4], 'nba').league.slug).toBe('nba');
    expect(() => chooseLeague(leagues, [2, 4], 'mlb')).toThrow("league 'mlb' is not a league of this site");
  });
});
