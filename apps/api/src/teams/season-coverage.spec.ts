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
  it('college basketball 2023-24: the record says it stops at Selection Sunday; 2022-23 is whole', async () => {
    const seasons = (await get(app, '/api/teams/teams/seton-hall-basketball/seasons/')).body
      .data as TeamSeason[];
    const note = (year: number) => seasons.find((s) => s.start_year === year)?.latest_note;
    expect(note(2023)).toMatch(/^barttorvik\.com .*: records stop at Selection Sunday; .*NIT.* are missing$/);
    expect(seasons.find((s) => s.start_year === 2022)).toBeDefined();
    expect(note(2022)).toBeNull();
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
