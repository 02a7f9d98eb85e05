import type {
  Paginated,
  RosterEntry,
  ScheduleGame,
  Team,
  TeamChampionship,
  TeamFacets,
  TeamSeason,
  TeamSeasonYears,
  TeamStats,
} from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('teams', () => {
  it('pages the directory by name to exhaustion', async () => {
    const seen: Team[] = [];
    let url: string | null = '/api/teams/teams/?sport__slug=football&level__slug=professional&page_size=25';
    let count = 0;
    while (url) {
      const page = (await get(app, url)).body as Paginated<Team>;
      count = page.count;
      seen.push(...page.results);
      if (page.next) expect(page.next).toContain('sport__slug=football');
      url = page.next;
    }
    expect(seen).toHaveLength(count);
    expect(seen.map((t) => t.name)).toEqual(
      [...seen.map((t) => t.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(seen.every((t) => t.sport.slug === 'football' && t.level.slug === 'professional')).toBe(true);
  });

  it('filters by search, conference, division and season; unknown division is a 400', async () => {
    const chiefs = (await get(app, '/api/teams/teams/?search=kansas%20city&sport__slug=football'))
      .body as Paginated<Team>;
    expect(chiefs.results.map((t) => t.slug)).toContain('kansas-city-chiefs');
    const west = (await get(app, '/api/teams/teams/?division=afc-west&season=2023')).body as Paginated<Team>;
    expect(west.results.map((t) => t.abbreviation).sort()).toEqual(['DEN', 'KC', 'LAC', 'LV']);
    const bad = await get(app, '/api/teams/teams/?division=nowhere');
    expect(bad).toMatchObject({
      status: 400,
      body: { detail: "division 'nowhere' is not a known division" },
    });
    const conf = (await get(app, '/api/teams/teams/?conference=afc&season=2023&sport__slug=football'))
      .body as Paginated<Team>;
    expect(conf.count).toBe(16);
  });

  it('answers a team by slug or id with nested objects', async () => {
    const { status, body } = await get(app, '/api/teams/teams/kansas-city-chiefs/');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Kansas City Chiefs',
      abbreviation: 'KC',
      city: 'Kansas City',
      founded_year: 1960,
      championships_won: 6,
      last_championship_year: 2023,
      last_championship_title_year: 2023,
      sport: { name: 'Football' },
      level: { name: 'Professional' },
      division: { name: 'AFC West' },
      conference: { abbreviation: 'AFC' },
    });
    expect(body.home_venue).toMatchObject({ city: 'Kansas City' });
    expect((await get(app, `/api/teams/teams/${body.id}/`)).body.slug).toBe('kansas-city-chiefs');
    expect(await get(app, '/api/teams/teams/no-such-team/')).toMatchObject({
      status: 404,
      body: { detail: 'Team not found.' },
    });
  });

  it('lists championships, seasons, roster, schedule and stats as {data}', async () => {
    const titles = (await get(app, '/api/teams/teams/kansas-city-chiefs/championships/')).body
      .data as TeamChampionship[];
    expect(titles[0]).toMatchObject({
      year: 2023,
      title_year: 2023,
      championship_name: 'Super Bowl',
      opponent: 'San Francisco 49ers',
      score: '25-22 (OT)',
      coach: 'Andy Reid',
    });
    const seasons = (await get(app, '/api/teams/teams/kansas-city-chiefs/seasons/')).body
      .data as TeamSeason[];
    expect(seasons.find((s) => s.start_year === 2023)).toMatchObject({
      championship_won: true,
      wins: 11,
      losses: 6,
      team_name: 'Kansas City Chiefs',
      team_abbreviation: 'KC',
      group_name: 'AFC West',
      conference_name: 'American Football Conference',
      division_name: 'AFC West',
    });
    const roster = (await get(app, '/api/teams/teams/boston-celtics/roster/?year=2023')).body
      .data as RosterEntry[];
    expect(roster.map((r) => r.player.person.full_name)).toContain('Jayson Tatum');
    expect(roster[0]).toMatchObject({
      slug: expect.any(String),
      player: { slug: expect.any(String), person: { last_name: expect.any(String) } },
    });
    const schedule = (await get(app, '/api/teams/teams/kansas-city-chiefs/schedule/?year=2023')).body
      .data as ScheduleGame[];
    expect(schedule.at(-1)).toMatchObject({
      game_date: '2024-02-11',
      status: 'final',
      home_score: 25,
      away_score: 22,
      away_team_name: 'San Francisco 49ers',
    });
    expect(schedule[0]).toMatchObject({ week: '1', home_team_abbreviation: 'KC', is_home: true });
    const stats = (await get(app, '/api/teams/teams/kansas-city-chiefs/stats/?year=2023')).body
      .data as TeamStats;
    expect(stats).toMatchObject({
      championships_won: 6,
      years_active: 64,
      season: { wins: 11, losses: 6, is_champion: true },
    });
    expect((await get(app, '/api/teams/teams/kansas-city-chiefs/roster/?year=1900')).body).toEqual({
      data: [],
    });
  });

  it("gives each season's games played and standings points: hockey's, none where the source has none", async () => {
    const season = async (slug: string, year: number) =>
      ((await get(app, `/api/teams/teams/${slug}/seasons/`)).body.data as TeamSeason[]).find(
        (s) => s.start_year === year,
      );
    expect(await season('boston-bruins', 2022)).toMatchObject({
      games_played: 82,
      wins: 65,
      losses: 12,
      ot_losses: 5,
      points: 135,
    });
    expect(await season('boston-college-hockey', 2023)).toMatchObject({ points: null });
    expect(await season('kansas-city-chiefs', 2023)).toMatchObject({ games_played: 17, points: null });
  });

  it('builds the directory filters from the data: sports and groups with their team counts', async () => {
    const nfl = (await get(app, '/api/teams/facets/?sport__slug=football&level__slug=professional')).body
      .data as TeamFacets;
    const all = (
      await get(app, '/api/teams/teams/?sport__slug=football&level__slug=professional&page_size=1')
    ).body as Paginated<Team>;
    expect(nfl.total).toBe(all.count);
    expect(nfl.sports).toEqual([
      { kind: 'sport', slug: 'football', name: 'Football', sport_slug: 'football', teams: all.count },
    ]);
    const west = nfl.groups.find((g) => g.name === 'AFC West');
    expect(west).toMatchObject({ kind: 'division', slug: 'nfl-afc-west', teams: expect.any(Number) });
    const hub = (await get(app, '/api/teams/facets/')).body.data as TeamFacets;
    expect(hub.sports.map((s) => s.slug).sort()).toEqual(['baseball', 'basketball', 'football', 'hockey']);
    const college = (await get(app, '/api/teams/facets/?sport__slug=hockey&level__slug=college')).body
      .data as TeamFacets;
    expect(college.groups.some((g) => g.kind === 'conference')).toBe(true);
  });

  it("lists every team's season pages in one call: its standings seasons and title seasons", async () => {
    const nfl = '?sport__slug=football&level__slug=professional';
    const { status, body } = await get(app, `/api/teams/season-years/${nfl}`);
    expect(status).toBe(200);
    const index = body.data as TeamSeasonYears[];
    const teams = (await get(app, `/api/teams/teams/${nfl}&page_size=500`)).body as Paginated<Team>;
    expect(index.map((t) => t.slug)).toEqual(teams.results.map((t) => t.slug));
    const chiefs = index.find((t) => t.slug === 'kansas-city-chiefs');
    const seasons = (await get(app, '/api/teams/teams/kansas-city-chiefs/seasons/')).body
      .data as TeamSeason[];
    const titles = (await get(app, '/api/teams/teams/kansas-city-chiefs/championships/')).body
      .data as TeamChampionship[];
    const years = [...new Set([...seasons.map((s) => s.start_year), ...titles.map((c) => c.year)])];
    expect(chiefs?.years).toEqual(years.sort((a, b) => b - a));
    expect(chiefs?.years).toEqual(expect.arrayContaining([2023, 2022, 2019, 1969]));
    const hub = (await get(app, '/api/teams/season-years/')).body.data as TeamSeasonYears[];
    expect(hub.length).toBeGreaterThan(index.length);
    expect(await get(app, '/api/teams/season-years/?year=2023')).toMatchObject({ status: 400 });
  });

  it('fills what NFL standings rows leave out: the finish in the division and the head coaches of the games', async () => {
    const seasons = async (slug: string) =>
      ((await get(app, `/api/teams/teams/${slug}/seasons/`)).body.data as TeamSeason[]).find(
        (s) => s.start_year === 2023,
      );
    expect(await seasons('kansas-city-chiefs')).toMatchObject({
      rank: 1,
      win_percentage: 0.647,
      group_name: 'AFC West',
      head_coach_name: 'Andy Reid',
    });
    expect(await seasons('los-angeles-chargers')).toMatchObject({
      rank: 4,
      head_coach_name: 'Brandon Staley, Giff Smith',
    });
    // Raiders and Broncos both went 8-9: second place by head-to-head (2-0), as the NFL ranked them.
    expect(await seasons('las-vegas-raiders')).toMatchObject({
      rank: 2,
      head_coach_name: 'Josh McDaniels, Antonio Pierce',
    });
    const stats = (await get(app, '/api/teams/teams/kansas-city-chiefs/stats/?year=2023')).body
      .data as TeamStats;
    expect(stats.season).toMatchObject({ rank: 1, head_coach_name: 'Andy Reid' });
  });

  it('rejects a non-integer year with 400 naming it', async () => {
    expect(await get(app, '/api/teams/teams/kansas-city-chiefs/schedule/?year=abc')).toMatchObject({
      status: 400,
      body: { detail: 'year must be an integer' },
    });
  });
});
