// A team's season as the season page reads it, the season first: each roster row with the player's line, the schedule
// with its running record and streak, and the season's totals, margin of victory and SRS from the games.
import type { RosterEntry, ScheduleGame, TeamSeason, TeamSeasonSummary } from '@trophy-room/contract';
import { formatRecord } from '@trophy-room/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const data = async <T>(url: string) => (await get(app, url)).body.data as T;

describe('a team season', () => {
  it("gives each roster row the player's line: games, starts and stats; a row without a line has none", async () => {
    const roster = await data<RosterEntry[]>('/api/teams/teams/kansas-city-chiefs/roster/?year=2023');
    const mahomes = roster.find((r) => r.player.person.full_name === 'Patrick Mahomes');
    expect(mahomes).toMatchObject({ games: 16, games_started: 16, stats: { pass_yds: 4183, pass_td: 27 } });
    const without = roster.filter((r) => r.stats === null);
    expect(without.length).toBeGreaterThan(0);
    expect(without.length).toBeLessThan(roster.length);
    const mlb = await data<RosterEntry[]>('/api/teams/teams/los-angeles-dodgers/roster/?year=2023');
    expect(mlb.find((r) => r.player.person.full_name === 'Mookie Betts')?.stats).toMatchObject({
      ab: expect.any(Number),
      hr: 39,
    });
  });

  it('keeps a running record and streak, the postseason counted apart', async () => {
    const games = await data<ScheduleGame[]>('/api/teams/teams/kansas-city-chiefs/schedule/?year=2023');
    const regular = games.filter((g) => !g.is_playoff);
    const post = games.filter((g) => g.is_playoff);
    expect(regular.at(-1)).toMatchObject({ record: '11-6' });
    expect(post.map((g) => g.record)).toEqual(['1-0', '2-0', '3-0', '4-0']);
    expect(post.at(-1)?.streak).toBe('W4');
  });

  it('counts the NHL’s overtime and shootout losses apart, as its standings do', async () => {
    const [games, seasons] = await Promise.all([
      data<ScheduleGame[]>('/api/teams/teams/boston-bruins/schedule/?year=2023'),
      data<TeamSeason[]>('/api/teams/teams/boston-bruins/seasons/'),
    ]);
    const s = seasons.find((x) => x.start_year === 2023);
    expect(s?.ot_losses).toBeGreaterThan(0);
    const last = games.filter((g) => !g.is_playoff).at(-1);
    expect(last?.record).toBe(formatRecord(s?.wins, s?.losses, 0, s?.ot_losses));
  });

  it('adds up the totals against opponents and rates the team among the season’s (SRS)', async () => {
    const s = await data<TeamSeasonSummary>('/api/teams/teams/kansas-city-chiefs/season-summary/?year=2023');
    expect(s.regular_season).toMatchObject({
      from: 'games',
      games: 17,
      wins: 11,
      losses: 6,
      points_for: 371,
      points_against: 294,
    });
    expect(s.regular_season?.margin_per_game).toBeCloseTo(77 / 17, 9);
    expect(s.postseason).toMatchObject({ games: 4, wins: 4, losses: 0 });
    expect(s.srs).toMatchObject({ teams: 32, games: 17 });
    expect(s.srs?.margin_per_game).toBeCloseTo(77 / 17, 9);
    expect(s.srs?.rating).toBeCloseTo((s.srs?.margin_per_game ?? 0) + (s.srs?.strength_of_schedule ?? 0), 9);
    // Pro-Football-Reference's 2023 Chiefs: SRS 4.1 with an SOS of −0.4 (rounded to a tenth).
    expect(s.srs?.rating).toBeCloseTo(4.1, 0);
  });

  it('answers a season without games from its standings, an unknown team with 404 and a bad year with 400', async () => {
    const none = await data<TeamSeasonSummary>(
      '/api/teams/teams/kansas-city-chiefs/season-summary/?year=1900',
    );
    expect(none).toEqual({
      start_year: 1900,
      regular_season: null,
      postseason: null,
      postseason_through: null,
      srs: null,
    });
    expect(await get(app, '/api/teams/teams/no-such-team/season-summary/')).toMatchObject({ status: 404 });
    expect(await get(app, '/api/teams/teams/kansas-city-chiefs/season-summary/?year=x')).toMatchObject({
      status: 400,
      body: { detail: 'year must be an integer' },
    });
  });
});
