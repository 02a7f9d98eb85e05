import type { SearchResponse } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const search = async (qs: string) => (await get(app, `/api/search/?${qs}`)).body as SearchResponse;
const group = (r: SearchResponse, kind: string) => r.groups.find((g) => g.kind === kind);

describe('site search', () => {
  it('finds the Thunder franchise by its Seattle name, saying which name matched', async () => {
    for (const q of ['SuperSonics', 'sonics', 'Seattle Supersonics']) {
      const teams = group(await search(`q=${encodeURIComponent(q)}`), 'team');
      expect(teams?.results[0]).toMatchObject({
        slug: 'oklahoma-city-thunder',
        name: 'Oklahoma City Thunder',
        matched_name: 'Seattle SuperSonics',
        matched_first_year: 1967,
        league: { abbreviation: 'NBA', sport_slug: 'basketball' },
      });
    }
  });

  it('finds UTEP as Texas Western, and the Colts by "Colts Baltimore" (words in any order)', async () => {
    const utep = group(await search('q=Texas%20Western&sport__slug=basketball&level__slug=college'), 'team');
    expect(utep?.results[0]).toMatchObject({ name: 'UTEP', matched_name: 'Texas Western' });
    const colts = group(await search('q=Colts%20Baltimore'), 'team');
    expect(colts?.results[0]).toMatchObject({ name: 'Indianapolis Colts', matched_name: 'Baltimore Colts' });
  });

  it('ranks exact and prefix matches first, ignores case and accents, forgives a typo', async () => {
    const lebron = group(await search('q=LEBRON'), 'player');
    expect(lebron?.results[0]).toMatchObject({ slug: 'lebron-james', position: expect.any(String) });
    const typo = group(await search('q=lebrn%20jams'), 'player');
    expect(typo?.results[0]?.slug).toBe('lebron-james');
    const accents = group(await search('q=Montr%C3%A9al'), 'team');
    expect(accents?.results[0]?.name).toBe('Montreal Canadiens');
    const celtics = group(await search('q=celtics'), 'team');
    expect(celtics?.results[0]).toMatchObject({
      name: 'Boston Celtics',
      matched_name: null,
      last_year: null,
    });
  });

  it('finds a championship edition and a team season by year', async () => {
    const ws = group(await search('q=2016%20World%20Series'), 'season');
    expect(ws?.results[0]).toMatchObject({ name: '2016 World Series', detail: 'won by Chicago Cubs' });
    const boston = group(await search('q=2023-24%20Celtics'), 'season');
    expect(boston?.results[0]).toMatchObject({
      slug: 'boston-celtics',
      year: 2023,
      name: '2023-24 Boston Celtics',
    });
  });

  it("covers a sport site's leagues only; pages one kind", async () => {
    const nfl = await search('q=sonics&sport__slug=football&level__slug=professional');
    expect(group(nfl, 'team')).toBeUndefined();
    const paged = await search('q=john&kind=player&page_size=3&page=2');
    expect(paged).toMatchObject({ kind: 'player', page: 2, page_size: 3 });
    expect(paged.groups[0].results).toHaveLength(3);
    expect(paged.groups[0].count).toBeGreaterThan(6);
  });

  it('suggests the closest names when nothing matches; rejects a query without letters', async () => {
    const none = await search('q=Supersonix%20Yankeez%20Qqqq');
    expect(none.groups).toEqual([]);
    expect(none.suggestions).toEqual(expect.arrayContaining(['Seattle SuperSonics', 'New York Yankees']));
    expect(await get(app, '/api/search/?q=%20!')).toMatchObject({ status: 400 });
    expect(await get(app, '/api/search/')).toMatchObject({ status: 400 });
    expect(await get(app, '/api/search/?q=x&kind=stadium')).toMatchObject({ status: 400 });
  });
});
