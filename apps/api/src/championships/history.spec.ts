// Championship history a fan can trust, through the API: names as they were (linked to the franchise), title years,
// streaks, honest counts, a discontinued championship and the data-as-of date.
import type {
  Champion,
  Championship,
  ChampionshipResult,
  ChampionshipStats,
  Paginated,
  Team,
} from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borne } from '../shared/borne-name';
import { buildTestApp, get, testDb } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const results = async (slug: string) => {
  const all: ChampionshipResult[] = [];
  for (let n = 1; n <= 5; n++) {
    const page = (
      await get(app, `/api/championships/championships/${slug}/champions/?page_size=100&page=${n}`)
    ).body as Paginated<ChampionshipResult>;
    all.push(...page.results);
    if (!page.next) break;
  }
  return all;
};
const byTitleYear = async (slug: string, year: number) =>
  (await results(slug)).find((r) => r.title_year === year)!;

describe('names as they were', () => {
  it('names finalists as they were that season and links them to the franchise', async () => {
    const xviii = await byTitleYear('super-bowl', 1983);
    expect(xviii.winner).toMatchObject({ name: 'Los Angeles Raiders', slug: 'las-vegas-raiders' });
    expect(xviii.runner_up).toMatchObject({ name: 'Washington Redskins', slug: 'washington-commanders' });
    expect((await byTitleYear('super-bowl', 1970)).winner).toMatchObject({
      name: 'Baltimore Colts',
      slug: 'indianapolis-colts',
    });
    expect((await byTitleYear('nba-finals', 1979)).winner).toMatchObject({
      name: 'Seattle SuperSonics',
      slug: 'oklahoma-city-thunder',
    });
    expect((await byTitleYear('stanley-cup', 1927)).winner?.name).toBe('Ottawa Senators');
    expect((await byTitleYear('ncaa-mens-basketball-tournament', 1966)).winner?.name).toBe('Texas Western');
  });

  it("keeps the franchise's whole lineage on the team", async () => {
    const okc = (await get(app, '/api/teams/teams/oklahoma-city-thunder/')).body as Team;
    expect(okc.lineage.map((i) => [i.name, i.first_year])).toEqual([
      ['Seattle SuperSonics', 1967],
      ['Oklahoma City Thunder', 2008],
    ]);
  });

  it('resolves any team in any season by its lineage (the 1967 Houston Oilers at the Oakland Raiders)', async () => {
    const db = await testDb();
    const at = async (slug: string, year: number) =>
      (
        await db.query<{ n: string }>(
          `SELECT ${borne('t', String(year))} AS n FROM teams t WHERE t.slug = $1`,
          [slug],
        )
      )[0].n;
    expect(await at('tennessee-titans', 1967)).toBe('Houston Oilers');
    expect(await at('las-vegas-raiders', 1967)).toBe('Oakland Raiders');
    expect(await at('las-vegas-raiders', 2024)).toBe('Las Vegas Raiders');
    expect(await at('washington-wizards', 1977)).toBe('Washington Bullets');
  });
});

describe('one year per title', () => {
  it('labels the history by title year: 1966 has the AFL and NFL Championships and Super Bowl I, 1965 is there', async () => {
    const champs = (
      await get(app, '/api/championships/champions/?sport__slug=football&level__slug=professional')
    ).body.data as Champion[];
    const in1966 = champs
      .filter((c) => c.title_year === 1966)
      .map((c) => c.championship_slug)
      .sort();
    expect(in1966).toEqual(['afl-championship', 'nfl-championship', 'super-bowl']);
    expect(champs.filter((c) => c.title_year === 1967)).toHaveLength(3);
    expect(
      champs.find((c) => c.title_year === 1965 && c.championship_slug === 'nfl-championship'),
    ).toMatchObject({
      team_name: 'Green Bay Packers',
      game_date: '1966-01-02',
    });
  });

  it('computes streaks in title years: UCLA 1967-1973, Celtics 1959-1966, Canadiens 1956-1960', async () => {
    const streak = async (slug: string) =>
      ((await get(app, `/api/championships/championships/${slug}/stats/`)).body as ChampionshipStats)
        .longest_streak;
    expect(await streak('ncaa-mens-basketball-tournament')).toEqual({
      team: 'UCLA',
      years: 7,
      start_year: 1967,
      end_year: 1973,
    });
    expect(await streak('nba-finals')).toEqual({
      team: 'Boston Celtics',
      years: 8,
      start_year: 1959,
      end_year: 1966,
    });
    expect(await streak('stanley-cup')).toEqual({
      team: 'Montreal Canadiens',
      years: 5,
      start_year: 1956,
      end_year: 1960,
    });
  });

  it('starts a championship in its first title year: the NCAA tournament since 1939', async () => {
    const c = (await get(app, '/api/championships/championships/ncaa-mens-basketball-tournament/'))
      .body as Championship;
    expect(c.first_year).toBe(1939);
    // The season filter stays a season start year: the 1946-47 season has the first NBA Finals (1947).
    const nba1946 = (
      await get(
        app,
        '/api/championships/championships/?sport__slug=basketball&level__slug=professional&season=1946',
      )
    ).body as Paginated<Championship>;
    expect(nba1946.results.map((x) => x.slug)).toEqual(['nba-finals']);
  });
});

describe('honest counts and defunct titles', () => {
  it('counts a title once per season: the Packers have 13 NFL titles; the Super Bowl page counts Super Bowls', async () => {
    const gb = (await get(app, '/api/teams/teams/green-bay-packers/')).body as Team;
    expect(gb.championships_won).toBe(13);
    const sb = (await get(app, '/api/championships/championships/super-bowl/stats/'))
      .body as ChampionshipStats;
    expect(sb.team_championships.find((t) => t.team__slug === 'green-bay-packers')?.championships_won).toBe(
      4,
    );
  });

  it('shows a discontinued championship as ended, with its successor; 2013 World Series 4-2', async () => {
    const c = (await get(app, '/api/championships/championships/nfl-championship/')).body as Championship;
    expect(c).toMatchObject({ last_year: 1969, successor: { slug: 'super-bowl', name: 'Super Bowl' } });
    expect(c.ended_note).toMatch(/merger/);
    expect((await byTitleYear('world-series', 2013)).series_result).toBe('4-2');
  });

  it("dates each league's data and says which recent final is missing", async () => {
    const ff = (await get(app, '/api/championships/championships/frozen-four/')).body as Championship;
    expect(ff.missing_note).toMatch(/2026/);
    const cup = (await get(app, '/api/championships/championships/stanley-cup/')).body as Championship;
    expect(cup).toMatchObject({ data_as_of: '2026-06-14', missing_note: null });
    const ws = (await get(app, '/api/championships/championships/world-series/')).body as Championship;
    expect(ws).toMatchObject({ data_as_of: '2025-11-01' });
    expect(ws.missing_note).toMatch(/^The 2026 World Series .* is not in the data/);
    const mcws = (await get(app, '/api/championships/championships/mens-college-world-series/'))
      .body as Championship;
    expect(mcws).toMatchObject({ data_as_of: '2025-06-22' });
    expect(mcws.missing_note).toMatch(/2026 Men's College World Series/);
  });
});
