// The champions summary: the pure rules, then the endpoint on the fixture database against the full champions list.
import type { Champion, ChampionsSummary } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';
import { championsSummary, mostTitles, recentChampions } from './champions-summary';

const champion = (id: number, over: Partial<Champion> = {}) =>
  ({ id, title_year: 2025, team_id: id, team_name: `Team ${id}`, season_id: id, ...over }) as Champion;

describe('the summary rules', () => {
  it('takes the first 5 champions of the year, else the latest earlier year', () => {
    const list = [1, 2, 3, 4, 5, 6].map((id) => champion(id)).concat(champion(7, { title_year: 2023 }));
    expect(recentChampions(list, 2025)?.year).toBe(2025);
    expect(recentChampions(list, 2025)?.champions.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(recentChampions(list, 2024)?.year).toBe(2023);
    expect(recentChampions(list, 2022)).toBeNull();
    expect(recentChampions([], 2025)).toBeNull();
  });

  it('finds the franchise with the most titles, once per season, across the names it bore', () => {
    const packers = { team_id: 9, team_name: 'Green Bay Packers' };
    const lakers = { team_id: 7 };
    // 1966: the NFL Championship and Super Bowl I are one title; the Lakers count across Minneapolis and LA.
    const list = [
      champion(1, { ...packers, season_id: 66 }),
      champion(2, { ...packers, season_id: 66, championship_name: 'NFL Championship' }),
      champion(3, { ...lakers, team_name: 'Los Angeles Lakers', season_id: 100 }),
      champion(4, { ...packers, season_id: 65 }),
      champion(5, { ...lakers, team_name: 'Minneapolis Lakers', season_id: 50 }),
      champion(6, { ...lakers, team_name: 'Minneapolis Lakers', season_id: 49 }),
    ];
    expect(mostTitles(list)).toEqual({ team: 'Los Angeles Lakers', titles: 3 });
    expect(mostTitles(list.slice(0, 4))).toEqual({ team: 'Green Bay Packers', titles: 2 });
    expect(mostTitles([])).toBeNull();
  });

  it('summarises nothing as zero and nulls', () => {
    expect(championsSummary([], 2025)).toEqual({
      count: 0,
      latest_title_year: null,
      most_titles: null,
      recent: null,
    });
  });
});

describe('GET champions summary', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const summary = async (query: string) =>
    (await get(app, `/api/championships/champions/summary/${query}`)).body.data as ChampionsSummary;
  const champions = async (query: string) =>
    (await get(app, `/api/championships/champions/${query}`)).body.data as Champion[];

  it('answers what the full champions list gives, for a site and a year', async () => {
    const all = await champions('?sport__slug=football&level__slug=professional');
    const s = await summary('?sport__slug=football&level__slug=professional&year=2020');
    expect(s.count).toBe(all.length);
    expect(s.latest_title_year).toBe(Math.max(...all.map((c) => c.title_year)));
    expect(s.recent?.year).toBe(2020);
    expect(s.recent?.champions).toEqual(all.filter((c) => c.title_year === 2020).slice(0, 5));
    expect(s.recent?.champions[0].championship_name).toBe('Super Bowl');
    expect(s.most_titles).toEqual(mostTitles(all));
    expect(s.most_titles?.titles).toBeGreaterThan(1);
  });

  it('defaults to the latest title year the data holds', async () => {
    const s = await summary('');
    const all = await champions('');
    expect(s.count).toBe(all.length);
    expect(s.recent).toEqual(recentChampions(all, Math.max(...all.map((c) => c.title_year))));
  });

  it('answers 400 naming the parameter for a malformed year, sport or level', async () => {
    for (const [query, name] of [
      ['?year=twenty', 'year'],
      ['?year=1700', 'year'],
      ['?sport__slug=cricket', 'sport__slug'],
      ['?level__slug=D3', 'level__slug'],
    ]) {
      const res = await get(app, `/api/championships/champions/summary/${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.detail, query).toContain(name);
    }
  });

  it('is cacheable like the champions list', async () => {
    const [a, b] = await Promise.all([
      get(app, '/api/championships/champions/summary/?year=2000'),
      get(app, '/api/championships/champions/'),
    ]);
    expect(a.headers['cache-control']).toBe(b.headers['cache-control']);
    expect(a.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});
