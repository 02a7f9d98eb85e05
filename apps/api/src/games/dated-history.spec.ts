// Standings on a date through the API on the full shipped dataset (data/, one load into an in-memory PGlite): every
// NHL season with games, 1949-50 on, whatever gave its final table (the Hockey Databank, Hockey-Reference's standings
// or the games). The table on the day of the last regular-season game is the stored final table; before 1999-00 an
// overtime loss is a loss and the table has no OTL column, as the stored one. Reference: Hockey-Reference's season
// standings (1955-56: Montreal 45-15-10, 100 points; 1995-96: Philadelphia 45-24-13, 103 points).
import type { Paginated, Standing } from '@trophy-room/contract';
import type { Db } from '@trophy-room/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullDatasetApp } from '../testing/full-dataset';

let db: Db;
let app: FastifyInstance;
let lastDays: { season: number; day: string }[];

beforeAll(async () => {
  ({ db, app } = await fullDatasetApp());
  lastDays = await db.query<{ season: number; day: string }>(
    `SELECT s.start_year AS season, max(g.game_date)::text AS day
     FROM games g JOIN seasons s ON s.id = g.season_id JOIN leagues l ON l.id = s.league_id
     WHERE l.slug = 'nhl' AND NOT COALESCE(g.is_playoff, FALSE) GROUP BY s.start_year ORDER BY s.start_year`,
  );
}, 900_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const nhl = 'sport__slug=hockey&level__slug=professional';
const table = async (q: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/games/standings/?${nhl}&${q}&page_size=500` });
  expect(res.statusCode, q).toBe(200);
  return (res.json() as Paginated<Standing>).results;
};
// Wins, all losses (one 2023-24 game the league scored as a regulation loss is an overtime loss in the games) and ties.
const record = (s: Standing) =>
  `${s.team.name}:${s.wins}-${(s.losses ?? 0) + (s.ot_losses ?? 0)}-${s.ties ?? 0}`;
const byTeam = (rows: Standing[], name: string) => rows.find((s) => s.team.name === name)!;

describe('NHL standings on a date, back to 1949-50', () => {
  it('gives every season with games its final table on the day of its last regular-season game', async () => {
    expect(lastDays[0]).toEqual({ season: 1949, day: '1950-03-26' });
    expect(lastDays.length).toBeGreaterThanOrEqual(75);
    for (const { season, day } of lastDays) {
      const final = await table(`season=${season}`);
      const computed = await table(`season=${season}&date=${day}`);
      expect(final.length, `${season}`).toBeGreaterThanOrEqual(6);
      expect(computed.map(record).sort(), `${season} on ${day}`).toEqual(final.map(record).sort());
      if (season < 1999)
        expect(
          computed.every((s) => s.ot_losses === null),
          `${season}: no OTL column`,
        ).toBe(true);
    }
  });

  it('1955-56: Montreal 45-15-10 with 100 points on the last day; mid-season, fewer games', async () => {
    const last = await table('season=1955&date=1956-03-18');
    expect(last).toHaveLength(6);
    expect(byTeam(last, 'Montreal Canadiens')).toMatchObject({
      wins: 45,
      losses: 15,
      ties: 10,
      ot_losses: null,
      points: 100,
      rank: 1,
      games_played: 70,
    });
    const mid = await table('season=1955&date=1956-01-01');
    for (const s of mid) {
      expect(s.games_played).toBe((s.wins ?? 0) + (s.losses ?? 0) + (s.ties ?? 0));
      expect(s.games_played).toBeGreaterThan(30);
      expect(s.games_played).toBeLessThan(45);
    }
  });

  it('1995-96: an overtime loss is a loss (Philadelphia 45-24-13, 103 points)', async () => {
    const last = await table('season=1995&date=1996-04-14');
    expect(byTeam(last, 'Philadelphia Flyers')).toMatchObject({
      wins: 45,
      losses: 24,
      ties: 13,
      ot_losses: null,
      points: 103,
    });
  });
});
