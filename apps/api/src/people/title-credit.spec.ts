// Titles credited by the rule of @trophy-room/domain's title-credit, on the fixture (seasons 2022–2024): where the
// sources hold postseason lines for the champion (MLB), a postseason appearance; where they hold none (the NBA), the
// champion as the player's last team of the season. A few regular-season games for a champion credit nothing.
import type { PlayerDetail } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const player = async (slug: string) => (await get(app, `/api/people/players/${slug}/`)).body as PlayerDetail;
const titleSeasons = (p: PlayerDetail) =>
  p.titles.map((t) => [t.season.start_year, t.team.slug, t.credited_by]);

describe('title credit', () => {
  it('credits a postseason appearance for the champion (Corey Seager, 2023 Rangers), by the postseason rule', async () => {
    const p = await player('corey-seager');
    expect(titleSeasons(p)).toContainEqual([2023, 'texas-rangers', 'postseason']);
    expect(p.championships_won).toBe(p.titles.length);
  });

  it('credits nothing for regular-season games without a postseason line (Jacob deGrom: 6 games, 2023 Rangers)', async () => {
    const p = await player('jacob-degrom');
    expect(p.seasons.some((s) => s.season.start_year === 2023 && !s.is_postseason)).toBe(true);
    expect(p.titles.filter((t) => t.season.start_year === 2023)).toEqual([]);
  });

  it('without postseason lines, credits the champion as his last team (Jokić) and not a player it traded away (Hyland)', async () => {
    expect(titleSeasons(await player('nikola-jokic'))).toContainEqual([2022, 'denver-nuggets', 'roster']);
    const hyland = await player('bones-hyland');
    expect(
      hyland.seasons.some((s) => s.season.start_year === 2022 && s.team?.slug === 'denver-nuggets'),
    ).toBe(true);
    expect(hyland.titles).toEqual([]);
  });
});
