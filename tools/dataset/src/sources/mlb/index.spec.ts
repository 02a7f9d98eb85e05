// The MLB module as a whole: the World Series, franchises and their lineage, standings and games.
import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { mlbSteps } from '.';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...mlbSteps]);
}, 120000);

const ws = (year: number) => ctx.get('championship_results', `mlb:world-series:${year}`);
const ts = (franch: string, year: number) => ctx.get('team_seasons', `mlb:${franch}:${year}`);

describe('mlb: World Series', () => {
  it('2016: Cubs beat Indians 4-3, Zobrist MVP', () => {
    expect(ws(2016)).toMatchObject({
      winner_team: 'mlb:CHC',
      runner_up_team: 'mlb:CLE',
      winner_name: 'Chicago Cubs',
      runner_up_name: 'Cleveland Indians',
      series_result: '4-3',
      mvp_name: 'Ben Zobrist',
      mvp_person: 'mlb:zobribe01',
      winner_coach_name: 'Joe Maddon',
      winner_record: '103-58',
      edition: '112th',
      season: 'mlb:2016',
    });
    expect(ctx.get('seasons', 'mlb:2016')?.champion_team).toBe('mlb:CHC');
    expect(ts('CHC', 2016)).toMatchObject({
      is_champion: true,
      playoff_position: 'champion',
      playoff_result: 'Won World Series',
    });
    expect(ts('CLE', 2016)).toMatchObject({
      is_champion: false,
      playoff_position: 'playoffs',
      playoff_result: 'Lost World Series',
    });
  });

  it('1903: Boston Americans beat Pittsburgh 5-3 (best-of-nine)', () => {
    expect(ws(1903)).toMatchObject({
      winner_team: 'mlb:BOS',
      winner_name: 'Boston Americans',
      runner_up_team: 'mlb:PIT',
      runner_up_name: 'Pittsburgh Pirates',
      series_result: '5-3',
      edition: '1st',
    });
  });

  it('2024: Dodgers over Yankees 4-1, Freeman MVP', () => {
    expect(ws(2024)).toMatchObject({
      winner_team: 'mlb:LAD',
      runner_up_team: 'mlb:NYY',
      series_result: '4-1',
      mvp_name: 'Freddie Freeman',
      winner_coach_name: 'Dave Roberts',
    });
  });

  it('2025 (hand data): Dodgers beat Blue Jays 4-3, Game 7 in Toronto, Yamamoto MVP', () => {
    expect(ws(2025)).toMatchObject({
      winner_team: 'mlb:LAD',
      runner_up_team: 'mlb:TOR',
      series_result: '4-3',
      game_date: '2025-11-01',
      venue: 'mlb:TOR02',
      venue_name: 'Rogers Centre',
      city: 'Toronto',
      mvp_name: 'Yoshinobu Yamamoto',
      mvp_person: 'mlb:yamamyo01',
      edition: '121st',
    });
    expect(ctx.get('seasons', 'mlb:2025')?.champion_team).toBe('mlb:LAD');
    expect(ctx.has('people', 'mlb:yamamyo01')).toBe(true);
  });

  it('tie games (missing in Lahman) and years without a Series', () => {
    expect(ws(1907)?.series_result).toBe('4-0-1');
    expect(ws(1912)?.series_result).toBe('4-3-1');
    expect(ws(1922)?.series_result).toBe('4-0-1');
    expect(ws(1904)).toBeUndefined();
    expect(ws(1994)).toBeUndefined();
    expect(
      ctx.rows('championship_results').filter((r) => r.championship === 'mlb:world-series'),
    ).toHaveLength(121);
    expect(ctx.issues().some((i) => i.problem.includes('1907 World Series: Lahman ties=0'))).toBe(true);
  });

  it('1981 co-MVPs and other postseason rounds in team_seasons', () => {
    expect(ws(1981)).toMatchObject({ mvp_name: 'Ron Cey, Pedro Guerrero, Steve Yeager', mvp_person: null });
    expect(ts('SEA', 2001)).toMatchObject({
      wins: 116,
      losses: 46,
      playoff_result: 'Lost ALCS',
      playoff_position: 'playoffs',
    });
    expect((ts('SEA', 2001)?.stats as { post: unknown[] }).post).toEqual([
      { r: 'ALDS', opp: 'CLE', res: 'W 3-2' },
      { r: 'ALCS', opp: 'NYY', res: 'L 1-4' },
    ]);
  });
});

describe('mlb: franchises', () => {
  const identities = (team: string) =>
    ctx
      .rows('team_identities')
      .filter((r) => r.team === team)
      .sort((a, b) => Number(a.first_year) - Number(b.first_year));

  it('Braves: Boston → Milwaukee → Atlanta', () => {
    const ids = identities('mlb:ATL');
    expect(ids[0]).toMatchObject({ first_year: 1876, name: 'Boston Red Caps', city: 'Boston' });
    expect(ids.find((r) => r.city === 'Milwaukee')).toMatchObject({
      first_year: 1953,
      last_year: 1965,
      name: 'Milwaukee Braves',
      abbreviation: 'MLN',
    });
    expect(ids[ids.length - 1]).toMatchObject({
      first_year: 1966,
      last_year: 2025,
      name: 'Atlanta Braves',
      city: 'Atlanta',
    });
    expect(ctx.get('teams', 'mlb:ATL')).toMatchObject({
      slug: 'atlanta-braves',
      name: 'Atlanta Braves',
      city: 'Atlanta',
      founded_year: 1876,
      is_active: true,
      division: 'mlb:NL-E',
    });
    expect(ts('ATL', 1957)).toMatchObject({ team: 'mlb:ATL', name: 'Milwaukee Braves', is_champion: true });
    expect(ts('ATL', 1935)).toMatchObject({ name: 'Boston Braves' }); // Babe Ruth's last team (people.spec.ts)
  });

  it('Athletics, Senators → Twins, Expos → Nationals, Angels name', () => {
    expect(identities('mlb:OAK').map((r) => r.city)).toEqual([
      'Philadelphia',
      'Kansas City',
      'Oakland',
      'West Sacramento',
    ]);
    expect(identities('mlb:MIN').map((r) => `${r.name} ${r.first_year}-${r.last_year}`)).toEqual([
      'Washington Senators 1901-1960',
      'Minnesota Twins 1961-2025',
    ]);
    expect(identities('mlb:WSN').map((r) => `${r.name} ${r.first_year}-${r.last_year}`)).toEqual([
      'Montreal Expos 1969-2004',
      'Washington Nationals 2005-2025',
    ]);
    expect(ctx.get('teams', 'mlb:ANA')).toMatchObject({
      name: 'Los Angeles Angels',
      abbreviation: 'LAA',
      city: 'Anaheim',
    });
    // 2025: the Athletics, in West Sacramento, without a home park in the sources; the slug stays as published.
    expect(ctx.get('teams', 'mlb:OAK')).toMatchObject({
      slug: 'oakland-athletics',
      name: 'Athletics',
      abbreviation: 'ATH',
      city: 'West Sacramento',
      last_year: 2025,
      home_venue: null,
    });
    expect(identities('mlb:OAK').at(-1)).toMatchObject({
      name: 'Athletics',
      first_year: 2025,
      last_year: 2025,
    });
  });

  it('current ballparks with capacity', () => {
    expect(ctx.get('venues', 'mlb:SFO03')).toMatchObject({
      name: 'Oracle Park',
      city: 'San Francisco',
      capacity: 41915,
    });
    expect(ctx.get('teams', 'mlb:SFG')?.home_venue).toBe('mlb:SFO03');
    expect(ctx.get('venues', 'mlb:TOR02')).toMatchObject({ name: 'Rogers Centre', country: 'CA' });
  });
});

describe('mlb: standings and games', () => {
  it('2019: every team W-L from Retrosheet games equals Lahman Teams', () => {
    const games = ctx.rows('games').filter((g) => g.season === 'mlb:2019');
    expect(games).toHaveLength(2429);
    const tally = new Map<string, [number, number]>();
    for (const g of games) {
      const hw = Number(g.home_score) > Number(g.away_score);
      for (const [t, won] of [
        [g.home_team, hw],
        [g.away_team, !hw],
      ] as const) {
        const c = tally.get(String(t)) ?? [0, 0];
        c[won ? 0 : 1]++;
        tally.set(String(t), c);
      }
    }
    const rows = ctx.rows('team_seasons').filter((r) => r.season === 'mlb:2019');
    expect(rows).toHaveLength(30);
    for (const r of rows) expect(tally.get(String(r.team))).toEqual([r.wins, r.losses]);
    expect(ts('HOU', 2019)).toMatchObject({
      wins: 107,
      losses: 55,
      home_record: '60-21',
      away_record: '47-34',
      division: 'mlb:AL-W',
    });
    expect(ctx.issues().some((i) => i.file === 'retrosheet_gamelogs/gl2019.csv')).toBe(false);
  });

  it('standings columns', () => {
    expect(ts('NYY', 1927)).toMatchObject({
      wins: 110,
      losses: 44,
      rank: 1,
      points_for: 975,
      points_against: 599,
      home_record: '57-19-1',
      head_coach_name: 'Miller Huggins',
      conference: 'mlb:AL',
      division: null,
    });
    expect(ts('BOS', 2024)).toMatchObject({ wins: 81, losses: 81, division: 'mlb:AL-E' });
    expect(ctx.get('seasons', 'mlb:2024')).toMatchObject({
      teams_count: 30,
      games_count: 2429,
      regular_season_games: 162,
    });
  });

  it('games: scores, venue, doubleheader slugs', () => {
    const g = ctx.get('games', 'mlb:2019-03-20:OAK:0');
    expect(g).toMatchObject({
      slug: 'mlb-2019-03-20-sea-oak',
      away_team: 'mlb:SEA',
      home_team: 'mlb:OAK',
      away_score: 9,
      home_score: 7,
      venue: 'mlb:TOK01',
      status: 'final',
    });
    expect(ctx.rows('games').some((x) => String(x.slug).endsWith('-g2'))).toBe(true);
    expect(ctx.rows('games').length).toBeGreaterThan(230000);
  });

  it('extra innings from the outs the game log counts (overtime: the innings)', () => {
    // Retrosheet length_outs: 156 (BRO at BSN 1-1 in 26), 148 (MIL at CHW, won in the 25th), 150 (STL at NYM, 25).
    expect(ctx.get('games', 'mlb:1920-05-01:BSN:0')).toMatchObject({
      home_score: 1,
      away_score: 1,
      overtime: '26',
    });
    expect(ctx.get('games', 'mlb:1984-05-08:CHA:0')?.overtime).toBe('25');
    expect(ctx.get('games', 'mlb:1974-09-11:NYN:0')?.overtime).toBe('25');
    // Nine innings, the home ninth not batted (51 outs); a seven-inning 2020 doubleheader game that went eight.
    expect(ctx.get('games', 'mlb:2020-07-28:CLE:1')?.overtime).toBeNull();
    expect(ctx.get('games', 'mlb:2020-08-27:SLN:1')?.overtime).toBe('8');
  });

  it('forfeits are noted on both team-seasons (1979 Disco Demolition Night)', () => {
    expect(ctx.get('games', 'mlb:1979-07-12:CHA:2')).toMatchObject({
      slug: 'mlb-1979-07-12-det-chw-g2',
      home_team: 'mlb:CHW',
    });
    expect((ts('CHW', 1979)?.stats as { notes: string[] }).notes).toContain(
      'mlb-1979-07-12-det-chw-g2 L (forfeit)',
    );
    expect((ts('DET', 1979)?.stats as { notes: string[] }).notes).toContain(
      'mlb-1979-07-12-det-chw-g2 W (forfeit)',
    );
  });
});

describe('mlb: names and places as they were', () => {
  it("a team-season's home park under its name that season: the Giants at Pacific Bell Park in 2001, Oracle Park in 2019", () => {
    expect(ts('SFG', 2001)).toMatchObject({ venue: 'mlb:SFO03', venue_name: 'Pacific Bell Park' });
    expect(ts('SFG', 2005)).toMatchObject({ venue: 'mlb:SFO03', venue_name: 'SBC Park' });
    expect(ts('SFG', 2019)).toMatchObject({ venue: 'mlb:SFO03', venue_name: 'Oracle Park' });
    expect(ts('SFG', 1999)).toMatchObject({ venue: 'mlb:SFO02', venue_name: '3Com Park' });
    expect(ts('BOS', 1927)).toMatchObject({ venue: 'mlb:BOS07', venue_name: 'Fenway Park' });
    expect(ts('OAK', 2000)).toMatchObject({ venue: 'mlb:OAK01', venue_name: 'Network Associates Coliseum' });
    // Renamed during the season, or renamed with neither name periods nor a Lahman Teams.park name that matches
    // Lahman Parks: the park without a name.
    expect(ts('KCR', 1993)).toMatchObject({ venue: 'mlb:KAN06', venue_name: null });
    expect(ts('OAK', 2004)).toMatchObject({ venue: 'mlb:OAK01', venue_name: null });
    expect(ts('FLA', 1996)).toMatchObject({ venue: 'mlb:MIA01', venue_name: null });
    // The Marlins' first park by its name each season (hand periods; Lahman Parks' aliases are shortened).
    expect(ts('FLA', 1995)).toMatchObject({ venue: 'mlb:MIA01', venue_name: 'Joe Robbie Stadium' });
    expect(ts('FLA', 1997)).toMatchObject({ venue: 'mlb:MIA01', venue_name: 'Pro Player Stadium' });
    expect(ts('FLA', 2003)).toMatchObject({ venue: 'mlb:MIA01', venue_name: 'Pro Player Stadium' });
    expect(ts('FLA', 2011)).toMatchObject({ venue: 'mlb:MIA01', venue_name: 'Sun Life Stadium' });
  });

  it("Barry Bonds' 71st home run, 2001-10-05: Dodgers at Giants, Pacific Bell Park", () => {
    expect(ctx.get('games', 'mlb:2001-10-05:SFN:0')).toMatchObject({
      away_team: 'mlb:LAD',
      home_team: 'mlb:SFG',
      away_score: 11,
      home_score: 10,
      venue: 'mlb:SFO03',
      venue_name: 'Pacific Bell Park',
    });
  });

  it('the 2025 Dodgers: 93-69, one season row, the champion', () => {
    expect(ctx.rows('team_seasons').filter((r) => r.team === 'mlb:LAD' && r.season === 'mlb:2025')).toEqual([
      expect.objectContaining({ key: 'mlb:LAD:2025', wins: 93, losses: 69, is_champion: true }),
    ]);
    expect(ctx.get('seasons', 'mlb:2025')).toMatchObject({ teams_count: 30, champion_team: 'mlb:LAD' });
  });
});

describe('mlb: managers of record', () => {
  const stint = (id: string, year: number, team: string) =>
    ctx
      .rows('coach_stints')
      .find((s) => s.key === `mlb:${id}:${year}:${team}:1` || s.key === `mlb:${id}:${year}:${team}:2`);
  it("keeps the game logs' W-L where Lahman splits a game to an acting manager the logs credit to the manager", () => {
    // Lahman: Cox 90-71 and Cadahia 1-0 (2010 Braves); the logs name Cox for all 162 (Baseball-Reference: 91-71).
    // and his 2010 postseason (the NLDS, 1-3) is his, not the acting manager's listed after him.
    expect(stint('coxbo01', 2010, 'ATL')).toMatchObject({
      wins: 91,
      losses: 71,
      playoff_wins: 1,
      playoff_losses: 3,
    });
    expect(stint('cadahch99', 2010, 'ATL')).toMatchObject({
      title: 'Acting Manager',
      wins: null,
      is_head_coach: false,
    });
    // Torre's 2007 Yankees: 94-68 of record (Lahman 93-67, Mattingly 1-1).
    expect(stint('torrejo01', 2007, 'NYA')).toMatchObject({ wins: 94, losses: 68 });
  });
  it("credits an acting manager's games to the manager of record, whose games come before and after his", () => {
    // The logs name Corrales for 5 games of the 2000 Braves (4-1) between Cox's: Cox 95-67, as Baseball-Reference.
    expect(stint('corrapa01', 2000, 'ATL')).toMatchObject({
      title: 'Acting Manager',
      wins: null,
      losses: null,
    });
    expect(stint('coxbo01', 2000, 'ATL')).toMatchObject({ wins: 95, losses: 67 });
  });
  it("names a team-season's managers of record, not an acting manager, each once", () => {
    // Baseball-Reference: the 2004 Yankees' manager is Torre (Randolph stood in for one game), the 2001 Mariners'
    // Piniella (McLaren 4 games); 1978 Yankees Martin, Dick Howser, Lemon; 1999 Astros Dierker, Galante, Dierker.
    expect(ts('NYY', 2004)?.head_coach_name).toBe('Joe Torre');
    expect(ts('SEA', 2001)?.head_coach_name).toBe('Lou Piniella');
    expect(ts('ATL', 2010)?.head_coach_name).toBe('Bobby Cox');
    expect(ts('NYY', 1978)?.head_coach_name).toBe('Billy Martin, Dick Howser, Bob Lemon');
    expect(ts('HOU', 1999)?.head_coach_name).toBe('Larry Dierker, Matt Galante');
  });
});
