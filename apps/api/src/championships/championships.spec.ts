import type {
  Champion,
  Championship,
  ChampionshipResult,
  ChampionshipStats,
  Game,
  Paginated,
  Season,
} from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('championships', () => {
  it('lists every championship with sport, level and league', async () => {
    const { status, body } = await get(app, '/api/championships/championships/');
    expect(status).toBe(200);
    const page = body as Paginated<Championship>;
    expect(page.count).toBe(11);
    const sb = page.results.find((c) => c.slug === 'super-bowl')!;
    expect(sb).toMatchObject({
      name: 'Super Bowl',
      trophy_name: 'Vince Lombardi Trophy',
      first_year: 1966,
      sport: { slug: 'football', name: 'Football' },
      level: { slug: 'professional' },
      league: { slug: 'nfl' },
    });
  });

  it('filters by sport, level (college = ncaa-division-i), season and search', async () => {
    const football = (await get(app, '/api/championships/championships/?sport__slug=football'))
      .body as Paginated<Championship>;
    expect(football.results.map((c) => c.slug).sort()).toEqual([
      'aafc-championship',
      'afl-championship',
      'college-football-national-championship',
      'nfl-championship',
      'super-bowl',
    ]);
    const college = (
      await get(app, '/api/championships/championships/?sport__slug=hockey&level__slug=college')
    ).body as Paginated<Championship>;
    expect(college.results.map((c) => c.slug)).toEqual(['frozen-four']);
    const nfl1950 = (
      await get(
        app,
        '/api/championships/championships/?sport__slug=football&level__slug=professional&season=1950',
      )
    ).body as Paginated<Championship>;
    expect(nfl1950.results.map((c) => c.slug)).toEqual(['nfl-championship']);
    const search = (await get(app, '/api/championships/championships/?search=stanley'))
      .body as Paginated<Championship>;
    expect(search.results.map((c) => c.slug)).toEqual(['stanley-cup']);
  });

  it('answers one championship by slug or id, and 404 for an unknown slug', async () => {
    const bySlug = await get(app, '/api/championships/championships/super-bowl/');
    expect(bySlug.status).toBe(200);
    expect((await get(app, `/api/championships/championships/${bySlug.body.id}/`)).body.slug).toBe(
      'super-bowl',
    );
    const missing = await get(app, '/api/championships/championships/no-such-cup/');
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Championship not found.' } });
  });

  it('gives the results newest first: Super Bowl LVIII, Chiefs 25-22 over the 49ers', async () => {
    const page = (await get(app, '/api/championships/championships/super-bowl/champions/?season=2023'))
      .body as Paginated<ChampionshipResult>;
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      edition: 'LVIII',
      year: 2023,
      title_year: 2023,
      season: { start_year: 2023 },
      winner: { name: 'Kansas City Chiefs' },
      winner_name: 'Kansas City Chiefs',
      runner_up_name: 'San Francisco 49ers',
      winner_score: 25,
      runner_up_score: 22,
      overtime: 'OT',
      game_date: '2024-02-11',
      venue: { city: 'Las Vegas' },
      mvp: 'Patrick Mahomes',
      mvp_slug: 'patrick-mahomes',
    });
    const all = (await get(app, '/api/championships/championships/super-bowl/champions/'))
      .body as Paginated<ChampionshipResult>;
    // Every Super Bowl since the 1966 season (59 through LIX; the dataset grows with each season).
    expect(all.count).toBe(
      (await get(app, '/api/championships/championships/super-bowl/')).body.editions_count,
    );
    expect(all.count).toBeGreaterThanOrEqual(59);
    expect(all.results[0].year).toBeGreaterThan(all.results[1].year);
  });

  it('computes statistics from the results', async () => {
    const stats = (await get(app, '/api/championships/championships/super-bowl/stats/'))
      .body as ChampionshipStats;
    expect(stats.total_games).toBeGreaterThanOrEqual(59);
    expect(stats.team_championships[0].championships_won).toBe(6);
    expect(
      stats.team_championships.find((t) => t.team__name === 'Kansas City Chiefs')?.championships_won,
    ).toBe(4);
    expect(stats.longest_streak?.years).toBe(2);
    expect(stats.highest_score).toBe(55);
    expect(stats.total_teams).toBeGreaterThan(20);
    const nba = (await get(app, '/api/championships/championships/nba-finals/stats/'))
      .body as ChampionshipStats;
    expect(nba.longest_streak).toMatchObject({ team: 'Boston Celtics', years: 8 });
  });

  it('lists the championship games (finals) of a championship', async () => {
    const page = (await get(app, '/api/championships/championships/super-bowl/games/'))
      .body as Paginated<Game>;
    expect(
      page.results.some(
        (g) => g.slug === 'nfl-2024-02-11-sf-kc' && g.home_score === 25 && g.away_score === 22,
      ),
    ).toBe(true);
  });

  it('lists champions (data[]) newest season first, then sport, and by season__start_year', async () => {
    const { status, body } = await get(app, '/api/championships/champions/?season__start_year=2023');
    expect(status).toBe(200);
    const champs = body.data as Champion[];
    expect(champs.map((c) => c.championship_name)).toContain('Super Bowl');
    expect(champs.map((c) => c.sport.name)).toEqual([...champs.map((c) => c.sport.name)].sort());
    expect(champs.find((c) => c.championship_slug === 'super-bowl')).toMatchObject({
      year: 2023,
      title_year: 2023,
      team_name: 'Kansas City Chiefs',
      record: '11-6',
      coach: 'Andy Reid',
      season_name: '2023 NFL Season',
      score: '25-22 (OT)', // the one score rule: overtime marked, as the championship page writes it
    });
    const nhl = (await get(app, '/api/championships/champions/?sport__slug=hockey&level__slug=professional'))
      .body.data as Champion[];
    expect(nhl.every((c) => c.championship_slug === 'stanley-cup')).toBe(true);
    expect(nhl[0].year).toBeGreaterThan(nhl.at(-1)!.year);
  });

  it('pages through seasons to exhaustion, newest first then sport name', async () => {
    const all: Season[] = [];
    let url: string | null = '/api/championships/seasons/?page_size=200';
    let count = 0;
    while (url) {
      const page = (await get(app, url)).body as Paginated<Season>;
      count = page.count;
      all.push(...page.results);
      url = page.next;
    }
    expect(all).toHaveLength(count);
    expect(new Set(all.map((s) => s.id)).size).toBe(count);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1], all[i]];
      expect(
        a.start_year > b.start_year || (a.start_year === b.start_year && a.sport.name <= b.sport.name),
      ).toBe(true);
    }
    const nfl = (
      await get(app, '/api/championships/seasons/?sport__slug=football&level__slug=professional&season=2023')
    ).body as Paginated<Season>;
    expect(nfl.results).toEqual([
      expect.objectContaining({
        slug: 'nfl-2023',
        champion: expect.objectContaining({ team_name: 'Kansas City Chiefs' }),
        championship: 'Super Bowl',
        level: 'Professional',
      }),
    ]);
  });

  it("gives a site's seasons with data, newest first, and its current season: the latest of them", async () => {
    const nflFilter = 'sport__slug=football&level__slug=professional';
    const all = (await get(app, `/api/championships/seasons/?page_size=500&${nflFilter}`))
      .body as Paginated<Season>;
    const nflSeasons = all.results.map((s) => s.start_year);
    const nfl = (
      await get(app, '/api/championships/season-years/?sport__slug=football&level__slug=professional')
    ).body as { data: { current: number | null; years: number[] } };
    expect(nfl.data.years).toEqual([...new Set(nflSeasons)].sort((a, b) => b - a));
    expect(nfl.data.current).toBe(Math.max(...nflSeasons));
    const hub = (await get(app, '/api/championships/season-years/')).body as {
      data: { current: number; years: number[] };
    };
    expect(hub.data.years).toEqual(expect.arrayContaining(nfl.data.years));
    expect(hub.data.years.length).toBeGreaterThan(nfl.data.years.length);
    expect(hub.data.current).toBe(hub.data.years[0]);
  });
});
