// Whole or partial by the one rule (coverageOf of @trophy-room/domain over the dataset's coverage model): every career
// figure, coach's record, team's all-time record and leader row says which seasons it covers; none is whole by hand.
import type { CoachDetail, LeaderList, PlayerDetail, Team } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const body = async <T>(url: string) => (await get(app, url)).body as { data?: T } & T;

describe('career figures', () => {
  it("Tom Brady's completions count the seasons whose line holds them: partial, and never the league's count", async () => {
    const p = await body<PlayerDetail>('/api/people/players/tom-brady/');
    const cmp = p.career_coverage.find((c) => c.stat === 'completions');
    // The fixture keeps his 2022 line only (of 2000-2022): the figure sums that one season.
    expect(cmp).toEqual({
      figure: 'passing_completions',
      stat: 'completions',
      first_year: 2022,
      last_year: 2022,
      seasons: 1,
      partial: true,
    });
  });

  it('a figure covering every season of the span is whole: Kendall Brown’s points, 2022-23 and 2023-24', async () => {
    const p = await body<PlayerDetail>('/api/people/players/kendall-brown/');
    const pts = p.career_coverage.find((c) => c.stat === 'points');
    expect(pts).toMatchObject({ first_year: 2022, last_year: 2023, partial: false });
  });

  it('a season of the span before his first line is not covered: LeBron James’ points from 2022-23', async () => {
    // The fixture keeps his lines of 2022-2024 only: the seasons before them are ones the sources miss, not ones he
    // sat out, though the league's lines cover them.
    const p = await body<PlayerDetail>('/api/people/players/lebron-james/');
    const pts = p.career_coverage.find((c) => c.stat === 'points');
    expect(pts).toMatchObject({ first_year: 2022, last_year: 2024, seasons: 3, partial: true });
    expect(p.stats_span).toMatchObject({ first_year: 2022, partial: true });
  });
});

describe("coaches' records", () => {
  it("Erik Spoelstra's record stops where the NBA's coaching records do (2020-21), his seasons run on: partial", async () => {
    const c = await body<CoachDetail>('/api/people/coaches/erik-spoelstra/');
    expect(c.record_span).toMatchObject({ last_year: 2020, partial: true });
    expect(c.status_unknown_after).toBe(2020);
  });

  it('a season he did not coach is no gap: Phil Jackson, 1155-485 with his two seasons away, is whole', async () => {
    const c = await body<CoachDetail>('/api/people/coaches/phil-jackson/');
    expect([c.career_record?.wins, c.career_record?.losses]).toEqual([1155, 485]);
    expect(c.record_span).toMatchObject({ first_year: 1989, last_year: 2010, seasons: 20, partial: false });
  });
});

describe("teams' all-time records", () => {
  it("Alabama's football record covers its standings rows only, not the program's history before them", async () => {
    const t = await body<Team>('/api/teams/teams/alabama-football/');
    // The fixture keeps the standings rows of 2022-2024; Alabama's titles reach back to the 1920s.
    expect(t.record_coverage).toMatchObject({ first_year: 2022, partial: true });
  });
});

describe('leader lists', () => {
  it('mark each career that runs past the seasons the lines cover', async () => {
    const res = await get(app, '/api/leaders/passing-yards?league=nfl&view=career');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = (res.body as { data: LeaderList }).data;
    const { first_year: first, last_year: last } = list.coverage;
    expect(first).not.toBeNull();
    // The fixture holds the lines of 2022-2024 only: every listed career that began before 2022 runs past them.
    const before = list.results.filter((r) => r.first_year < first!);
    expect(before).toEqual([]);
    expect(list.results.some((r) => r.partial)).toBe(true);
    expect(list.results.find((r) => r.player.slug === 'aaron-rodgers')?.partial).toBe(true);
    expect(last).toBeGreaterThanOrEqual(2022);
  });
});
