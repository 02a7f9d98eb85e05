import type { RosterEntry, TeamSeason } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

// Seasons in the middle of a league's history whose source stops early carry their own note (the pipeline's
// hand/season-coverage.csv, seasons.coverage_notes); whole seasons that are not the latest carry none.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('a season whose source stops early', () => {
  it('college basketball 2023-24 says its records stop at Selection Sunday; the whole 2022-23 says nothing', async () => {
    const seasons = async (slug: string) =>
      (await get(app, `/api/teams/teams/${slug}/seasons/`)).body.data as TeamSeason[];
    // Seton Hall went 20-12 to Selection Sunday 2024, then 5-0 winning the NIT: the source has the 20-12.
    const setonHall = (await seasons('seton-hall-basketball')).find((s) => s.start_year === 2023);
    expect(setonHall).toMatchObject({ wins: 20, losses: 12 });
    expect(setonHall?.latest_note).toMatch(
      /^barttorvik\.com .*: records stop at Selection Sunday; .*NIT.* are missing$/,
    );
    // UConn's 2022-23, 31-8 with the national title, is whole and not the latest season.
    const uconn = (await seasons('uconn-basketball')).find((s) => s.start_year === 2022);
    expect(uconn).toMatchObject({ wins: 31, losses: 8, latest_note: null });
  });

  it('NHL 2023-24: every roster line says it is a mid-season snapshot; 2022-23 is whole', async () => {
    const roster = async (year: number) =>
      (await get(app, `/api/teams/teams/boston-bruins/roster/?year=${year}`)).body.data as RosterEntry[];
    const snapshot = await roster(2023);
    expect(snapshot.length).toBeGreaterThan(0);
    expect(
      snapshot.every((r) =>
        /^NHL web API season rosters .*: a mid-season snapshot/.test(r.latest_note ?? ''),
      ),
    ).toBe(true);
    const whole = await roster(2022);
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((r) => r.latest_note === null)).toBe(true);
  });

  it("NHL 2023-24: the team's record, from whole game files, carries no roster note", async () => {
    const seasons = (await get(app, '/api/teams/teams/boston-bruins/seasons/')).body.data as TeamSeason[];
    expect(seasons.find((s) => s.start_year === 2023)?.latest_note).toBeNull();
  });
});
