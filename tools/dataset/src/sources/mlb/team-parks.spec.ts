// Each team-season's park under the name of that season: Lahman Teams.park matched to Lahman Parks, the name periods
// written by hand, and the home park Lahman and the game logs each claim.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built } from '../../testing/built';
import { core } from '../core';
import { mlbSteps } from '.';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...mlbSteps]);
}, 120000);

const ts = (franch: string, year: number) => ctx.get('team_seasons', `mlb:${franch}:${year}`);
const claims = (figure: string, subject: string) =>
  ctx
    .claims()
    .figures()
    .find((f) => f.figure.id === figure)
    ?.subjects.get(subject) ?? [];

describe('mlb: a team-season at its park, under the name of that season', () => {
  // Baseball-Reference team pages and the parks' histories (Wikipedia, Baseball-Reference Bullpen).
  it('the 1927 Yankees at Yankee Stadium (Lahman numbers it "Yankee Stadium I"; no park bore the number)', () => {
    expect(ts('NYY', 1927)).toMatchObject({ venue: 'mlb:NYC16', venue_name: 'Yankee Stadium' });
  });

  it('the 1909 Pirates at Forbes Field (opened June 30, 1909; Exposition Park before)', () => {
    expect(ts('PIT', 1909)).toMatchObject({ venue: 'mlb:PIT06', venue_name: 'Forbes Field' });
    expect(claims('mlb.team_season.venue', 'mlb:PIT:1909').map((c) => [c.source, c.value])).toEqual([
      ['lahman', 'PIT05 / PIT06'],
      ['retrosheet-gamelogs', 'PIT06'],
    ]);
  });

  it('the 1914 Braves: South End Grounds, then Fenway Park from August; 1915 Fenway Park, Braves Field from August', () => {
    expect(ts('ATL', 1914)).toMatchObject({ venue: 'mlb:BOS05', venue_name: 'South End Grounds' });
    expect(ts('ATL', 1915)).toMatchObject({ venue: 'mlb:BOS07', venue_name: 'Fenway Park' });
    expect(claims('mlb.team_season.venue', 'mlb:ATL:1915').find((c) => c.source === 'lahman')?.value).toBe(
      'BOS07 / BOS08',
    );
  });

  it('renamed parks under the name of that season, where Lahman Teams.park keeps one name', () => {
    expect(ts('CLE', 1920)?.venue_name).toBe('Dunn Field'); // League Park, Dunn Field 1916-1927
    expect(ts('CLE', 1930)?.venue_name).toBe('League Park');
    expect(ts('STL', 1955)?.venue_name).toBe('Busch Stadium'); // Sportsman's Park, renamed 1953
    expect(ts('SDP', 1969)?.venue_name).toBe('San Diego Stadium'); // Jack Murphy Stadium from 1981
    expect(ts('TEX', 1965)?.venue_name).toBe('D.C. Stadium'); // the expansion Senators; RFK from 1969
    expect(ts('CHW', 1970)?.venue_name).toBe('White Sox Park'); // Comiskey Park, White Sox Park 1962-1975
    expect(ts('ATL', 1937)?.venue_name).toBe('National League Park'); // the Bees' "Beehive", 1936-1940
  });

  it("renamed parks named by Lahman Teams.park where it is one of the park's names in Lahman Parks", () => {
    expect(ts('PHI', 1950)?.venue_name).toBe('Shibe Park');
    expect(ts('PHI', 1960)?.venue_name).toBe('Connie Mack Stadium');
    expect(ts('NYM', 1970)?.venue_name).toBe('Shea Stadium');
    expect(ts('WSN', 1970)?.venue_name).toBe('Jarry Park'); // the Expos (franchise WSN)
  });

  it('team-seasons 1871-2024 with a park but no name for it: 47 (was 649), each a rename during the season or a park whose names the sources do not give', () => {
    const missing = ctx
      .rows('team_seasons')
      .filter((r) => String(r.key).startsWith('mlb:') && r.venue && !r.venue_name);
    expect(missing.length).toBeLessThanOrEqual(47);
  });
});
