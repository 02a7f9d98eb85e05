import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, runModules, type Dataset } from '../context';
import { core } from './core';
import { nfl } from './nfl';

let ctx: Dataset;
const get = <T extends Parameters<Dataset['get']>[0]>(t: T, k: string) => {
  const r = ctx.get(t, k);
  if (!r) throw new Error(`${t} ${k} missing`);
  return r;
};

beforeAll(() => {
  ctx = createContext();
  runModules(ctx, [core, nfl]);
});

describe('Super Bowl', () => {
  it('LVIII: Chiefs 25-22 in overtime over the 49ers (2023 season)', () => {
    const r = get('championship_results', 'nfl:super-bowl:2023');
    expect(r).toMatchObject({
      edition: 'LVIII',
      year: 2023,
      season: 'nfl:2023',
      winner_team: 'nfl:KC',
      runner_up_team: 'nfl:SF',
      winner_score: 25,
      runner_up_score: 22,
      overtime: 'OT',
      game_date: '2024-02-11',
      venue_name: 'Allegiant Stadium',
      mvp_name: 'Patrick Mahomes',
      mvp_person: 'nfl:person-MahoPa00',
      winner_coach_name: 'Andy Reid',
      winner_record: '11-6',
    });
    const g = get('games', 'nfl:nfl-2024-02-11-sf-kc');
    expect(g).toMatchObject({
      home_score: 25,
      away_score: 22,
      overtime: 'OT',
      round: 'Super Bowl',
      championship: 'nfl:super-bowl',
    });
  });

  it('III: Jets 16-7 over the Baltimore Colts, whose franchise is now Indianapolis', () => {
    const r = get('championship_results', 'nfl:super-bowl:1968');
    expect(r).toMatchObject({
      edition: 'III',
      winner_team: 'nfl:NYJ',
      winner_name: 'New York Jets',
      runner_up_team: 'nfl:IND',
      runner_up_name: 'Baltimore Colts',
      winner_score: 16,
      runner_up_score: 7,
      mvp_name: 'Joe Namath',
      game_date: '1969-01-12',
    });
  });

  it('LIX Eagles 40-22, LI in overtime, XII co-MVPs, I-LX present', () => {
    expect(get('championship_results', 'nfl:super-bowl:2024')).toMatchObject({
      edition: 'LIX',
      winner_team: 'nfl:PHI',
      runner_up_team: 'nfl:KC',
      winner_score: 40,
      runner_up_score: 22,
      mvp_name: 'Jalen Hurts',
      venue_name: 'Caesars Superdome',
      overtime: null,
    });
    expect(get('championship_results', 'nfl:super-bowl:2016')).toMatchObject({
      edition: 'LI',
      winner_team: 'nfl:NE',
      runner_up_team: 'nfl:ATL',
      winner_score: 34,
      runner_up_score: 28,
      overtime: 'OT',
    });
    expect(get('championship_results', 'nfl:super-bowl:1977').mvp_name).toBe('Harvey Martin, Randy White');
    const mvps = ctx
      .rows('awards')
      .filter((a) => a.name === 'Super Bowl MVP' && a.year === 1977)
      .map((a) => a.recipient_name)
      .sort();
    expect(mvps).toEqual(['Harvey Martin', 'Randy White']);
    expect(ctx.rows('awards').find((a) => a.year === 1970 && a.name === 'Super Bowl MVP')?.team).toBe(
      'nfl:DAL',
    ); // Chuck Howley, losing side
    const sb = ctx.rows('championship_results').filter((r) => r.championship === 'nfl:super-bowl');
    expect(sb.length).toBe(60);
    expect(get('championship_results', 'nfl:super-bowl:2025')).toMatchObject({
      edition: 'LX',
      winner_team: 'nfl:SEA',
      runner_up_team: 'nfl:NE',
      winner_score: 29,
      runner_up_score: 13,
      game_date: '2026-02-08',
      venue_name: "Levi's Stadium",
      mvp_name: 'Kenneth Walker III',
      winner_coach_name: 'Mike Macdonald',
      winner_record: '14-3', // the 2025 standings come from the complete nflverse games
    });
    expect(get('seasons', 'nfl:2025').champion_team).toBe('nfl:SEA');
    expect(get('team_seasons', 'nfl:SEA:2025')).toMatchObject({
      is_champion: true,
      playoff_position: 'champion',
    });
    expect(
      sb
        .filter((r) => r.overtime)
        .map((r) => r.edition)
        .sort(),
    ).toEqual(['LI', 'LVIII']);
    expect(get('championship_results', 'nfl:super-bowl:2015').edition).toBe('50');
    expect(get('championship_results', 'nfl:super-bowl:1987')).toMatchObject({
      mvp_name: 'Doug Williams',
      mvp_person: null,
    }); // the 1986 draftee is a tackle
    expect(get('championship_results', 'nfl:super-bowl:2020')).toMatchObject({
      mvp_name: 'Tom Brady',
      mvp_person: 'nfl:person-BradTo00',
      winner_team: 'nfl:TB',
    });
    expect(get('seasons', 'nfl:2023').champion_team).toBe('nfl:KC');
    expect(get('team_seasons', 'nfl:PHI:2024')).toMatchObject({
      is_champion: true,
      playoff_position: 'champion',
      playoff_result: 'Won Super Bowl',
    });
    expect(get('team_seasons', 'nfl:KC:2024')).toMatchObject({
      is_champion: false,
      playoff_position: 'playoffs',
      playoff_result: 'Lost Super Bowl',
    });
    // Each era's title by its own name: the standings (1921 Staleys), the first playoff game (1932 Bears).
    const champion = (season: number) =>
      ctx.rows('team_seasons').find((r) => r.season === `nfl:${season}` && r.is_champion);
    expect(champion(1921)).toMatchObject({
      name: 'Chicago Staleys',
      playoff_result: 'NFL Champion (by the standings)',
    });
    expect(champion(1932)).toMatchObject({
      name: 'Chicago Bears',
      playoff_result: 'Won NFL Championship (playoff game)',
    });
    expect(
      ctx
        .rows('team_seasons')
        .filter((r) => r.playoff_result === 'Won Super Bowl' && Number(String(r.season).slice(4)) < 1966),
    ).toEqual([]);
  });
});

describe('pre-merger NFL championship', () => {
  it('1958 Colts 23-17 in overtime, 1920 Akron by the standings, 1932 Bears', () => {
    expect(get('championship_results', 'nfl:nfl-championship:1958')).toMatchObject({
      winner_team: 'nfl:IND',
      winner_name: 'Baltimore Colts',
      runner_up_team: 'nfl:NYG',
      winner_score: 23,
      runner_up_score: 17,
      overtime: 'OT',
    });
    expect(get('championship_results', 'nfl:nfl-championship:1920')).toMatchObject({
      winner_team: 'nfl:old-AKR',
      winner_record: '8-0-3',
    });
    expect(get('seasons', 'nfl:1932').champion_team).toBe('nfl:CHI');
    expect(get('championship_results', 'nfl:nfl-championship:1967')).toMatchObject({
      winner_team: 'nfl:GB',
      runner_up_team: 'nfl:DAL',
      winner_score: 21,
      runner_up_score: 17,
    });
  });
});

describe('franchises and lineage', () => {
  const idents = (team: string) =>
    ctx
      .rows('team_identities')
      .filter((i) => i.team === team)
      .sort((a, b) => (a.first_year as number) - (b.first_year as number));

  it('Cardinals: Chicago -> St. Louis -> Phoenix -> Arizona', () => {
    const names = [...new Set(idents('nfl:ARI').map((i) => i.name))];
    expect(names).toEqual([
      'Chicago Cardinals',
      'St. Louis Cardinals',
      'Phoenix Cardinals',
      'Arizona Cardinals',
    ]);
    const stl = idents('nfl:ARI').find((i) => i.name === 'St. Louis Cardinals')!;
    expect([stl.first_year, stl.last_year]).toEqual([1960, 1987]);
    expect(get('teams', 'nfl:ARI')).toMatchObject({
      name: 'Arizona Cardinals',
      founded_year: 1920,
      is_active: true,
      division: 'nfl:nfc-west',
    });
  });

  it('Rams, Raiders, Oilers/Titans and Colts lineages', () => {
    expect(idents('nfl:LAR').map((i) => i.name)).toEqual([
      'Cleveland Rams',
      'Cleveland Rams',
      'Los Angeles Rams',
      'St. Louis Rams',
      'Los Angeles Rams',
    ]);
    expect(idents('nfl:LV').map((i) => i.name)).toEqual([
      'Oakland Raiders',
      'Los Angeles Raiders',
      'Oakland Raiders',
      'Las Vegas Raiders',
    ]);
    expect(idents('nfl:TEN').map((i) => i.name)).toEqual([
      'Houston Oilers',
      'Tennessee Oilers',
      'Tennessee Titans',
    ]);
    expect(idents('nfl:IND').map((i) => `${i.name} ${i.first_year}-${i.last_year}`)).toEqual([
      'Baltimore Colts 1953-1983',
      'Indianapolis Colts 1984-2025',
    ]);
  });

  it('Browns keep their history; the Ravens start in 1996', () => {
    expect(get('teams', 'nfl:BAL').founded_year).toBe(1996);
    expect(ctx.has('team_seasons', 'nfl:CLE:1995')).toBe(true);
    expect(ctx.has('team_seasons', 'nfl:CLE:1996')).toBe(false);
    expect(get('team_seasons', 'nfl:CLE:1948')).toMatchObject({
      wins: 14,
      losses: 0,
      stats: expect.objectContaining({ lg: 'AAFC' }),
    });
    expect(get('team_seasons', 'nfl:BAL:2000').name).toBe('Baltimore Ravens');
  });

  it("AAFC Buffalo Bills and the 1947-50 Colts are not today's Bills and Colts", () => {
    expect(ctx.has('team_seasons', 'nfl:BUF:1948')).toBe(false);
    expect(get('team_seasons', 'nfl:old-BBA:1948').name).toBe('Buffalo Bills');
    expect(get('team_seasons', 'nfl:old-BCL:1950').name).toBe('Baltimore Colts');
    expect(get('teams', 'nfl:BUF').founded_year).toBe(1960);
    expect(get('teams', 'nfl:KC').founded_year).toBe(1960);
    expect(get('team_seasons', 'nfl:KC:1962')).toMatchObject({
      name: 'Dallas Texans',
      stats: expect.objectContaining({ lg: 'AFL' }),
    });
  });

  it('current and historical alignment', () => {
    expect(get('team_seasons', 'nfl:SEA:1976').division).toBe('nfl:nfc-west');
    expect(get('team_seasons', 'nfl:SEA:1990').division).toBe('nfl:afc-west');
    expect(get('team_seasons', 'nfl:ARI:1999').division).toBe('nfl:nfc-east');
    expect(get('team_seasons', 'nfl:NYJ:2010')).toMatchObject({
      conference: 'nfl:afc',
      division: 'nfl:afc-east',
    });
    expect(ctx.rows('teams').filter((t) => t.is_active).length).toBe(32);
  });
});

describe('standings and games', () => {
  it("a 2023 team's W-L from the games equals the PFR standings", () => {
    const ts = get('team_seasons', 'nfl:KC:2023');
    expect(ts).toMatchObject({
      wins: 11,
      losses: 6,
      ties: 0,
      points_for: 371,
      points_against: 294,
      derived_from_games: true,
      division_record: '4-2',
    });
    let w = 0;
    let l = 0;
    for (const g of ctx.rows('games')) {
      if (g.season !== 'nfl:2023' || g.is_playoff || (g.home_team !== 'nfl:KC' && g.away_team !== 'nfl:KC'))
        continue;
      const mine = g.home_team === 'nfl:KC' ? g.home_score : g.away_score;
      const theirs = g.home_team === 'nfl:KC' ? g.away_score : g.home_score;
      if ((mine as number) > (theirs as number)) w++;
      else l++;
    }
    expect([w, l]).toEqual([11, 6]);
    // every 2023 team's derived record agrees with the standings
    const rows = ctx.rows('team_seasons').filter((r) => r.season === 'nfl:2023');
    expect(rows.length).toBe(32);
    expect(rows.every((r) => r.derived_from_games)).toBe(true);
  });

  it('1972 Dolphins 14-0 and the 1987 replacement games from 538', () => {
    expect(get('team_seasons', 'nfl:MIA:1972')).toMatchObject({
      wins: 14,
      losses: 0,
      home_record: '7-0',
      is_champion: true,
    });
    expect(get('seasons', 'nfl:1987').games_count).toBe(219 - 0);
    expect(get('team_seasons', 'nfl:WAS:1987').derived_from_games).toBe(true);
  });

  it('games cover 1920-2025, the 2025 season complete', () => {
    const games = ctx.rows('games');
    const years = games.map((g) => Number((g.season as string).slice(4)));
    expect(Math.min(...years)).toBe(1920);
    expect(Math.max(...years)).toBe(2025);
    // nflverse completes the 2025 season: no game is left scheduled.
    expect(games.filter((g) => g.status === 'scheduled').length).toBe(0);
    expect(
      games
        .filter((g) => g.status === 'scheduled')
        .every((g) => g.season === 'nfl:2025' && g.home_score == null),
    ).toBe(true);
    const ice = games.find((g) => g.game_date === '1967-12-31' && g.home_team === 'nfl:GB')!;
    expect(ice).toMatchObject({
      home_score: 21,
      away_score: 17,
      round: 'NFL Championship',
      venue_name: 'Lambeau Field',
    });
    const ss = games.find((g) => g.game_date === '2025-10-05' && g.home_team === 'nfl:NO')!;
    expect(ss.away_team).toBe('nfl:NYG');
    expect(get('seasons', 'nfl:2025')).toMatchObject({ champion_team: 'nfl:SEA', end_year: 2026 });
  });
});

describe('integrity', () => {
  it('every NFL row names an existing source and the issues explain the fixes', () => {
    const sources = new Set(ctx.rows('sources').map((s) => s.key));
    for (const t of [
      'venues',
      'teams',
      'team_identities',
      'seasons',
      'games',
      'team_seasons',
      'people',
      'players',
      'coaches',
      'coach_stints',
      'awards',
      'championship_results',
      'conferences',
      'divisions',
    ] as const) {
      for (const r of ctx.rows(t)) expect(sources.has(r.source as string), `${t} ${r.key}`).toBe(true);
    }
    const problems = ctx.issues().map((i) => i.problem);
    expect(problems.some((p) => p.includes('duplicate key'))).toBe(false);
    const refs = ctx
      .rows('games')
      .every(
        (g) =>
          ctx.has('teams', g.home_team as string) &&
          ctx.has('teams', g.away_team as string) &&
          ctx.has('seasons', g.season as string),
      );
    expect(refs).toBe(true);
  });
});

describe('players, coaches, venues', () => {
  it('drafted players: college, pick, team', () => {
    expect(get('players', 'nfl:MahoPa00')).toMatchObject({
      draft_year: 2017,
      draft_round: 1,
      draft_pick: 10,
      draft_team: 'nfl:KC',
      primary_position: 'QB',
    });
    expect(get('people', 'nfl:person-MahoPa00').college).toBe('Texas Tech');
    expect(get('players', 'nfl:SimsBi00')).toMatchObject({
      draft_year: 1980,
      draft_pick: 1,
      draft_team: 'nfl:DET',
    });
    expect(get('people', 'nfl:person-SimsBi00').college).toBe('Oklahoma');
    const jerry = get('players', 'nfl:RiceJe00');
    expect(jerry).toMatchObject({
      draft_year: 1985,
      draft_pick: 16,
      draft_team: 'nfl:SF',
      hall_of_fame: true,
    });
    expect((jerry.career as { rec: { rec: number } }).rec.rec).toBeGreaterThan(1500);
  });

  it('coaches with career totals', () => {
    const stint = get('coach_stints', 'nfl:coach-vince-lombardi:career');
    expect(stint).toMatchObject({
      wins: 96,
      losses: 34,
      ties: 6,
      playoff_wins: 9,
      playoff_losses: 1,
      team: null,
    });
    expect(stint.title).toBe('Head Coach'); // clean text, not the source's career note
    expect(ctx.has('coaches', 'nfl:coach-jim-mora-2')).toBe(true);
  });

  it("rosters: a drafted player's team each season, so his latest team is in the data", () => {
    // By pfr/gsis id (2005 on) and, before that, by a name only one draftee ever had.
    expect(get('roster_entries', 'nfl:MahoPa00:nfl:KC:2024')).toMatchObject({
      season: 'nfl:2024',
      position: 'QB',
      jersey_number: '15',
    });
    expect(get('roster_entries', 'nfl:MariDa00:nfl:MIA:1983')).toMatchObject({ position: 'QB' });
    expect(ctx.has('roster_entries', 'nfl:BradTo00:nfl:TB:2022')).toBe(true);
  });

  it('venues: renamed buildings are one venue', () => {
    const v = get('venues', 'nfl:venue-hard-rock-stadium');
    expect(v).toMatchObject({ city: 'Miami Gardens', state: 'FL', opened_year: 1987 });
    expect(get('championship_results', 'nfl:super-bowl:1988').venue).toBe('nfl:venue-hard-rock-stadium'); // Joe Robbie Stadium
    expect(get('teams', 'nfl:GB').home_venue).toBe('nfl:venue-lambeau-field');
  });
});
