// The leader lists on the fixture dataset (seasons 2022–2024), checked against sums made here from the dataset's CSV
// (not the database): the order, ties sharing a rank, single seasons summing a traded player's stints, the team
// filter, coverage, a player's ranks, and the bad requests (400 naming the parameter, 404 for a stat not ranked).
import type { DataEnvelope, LeaderLeague, LeaderList, PlayerRank } from '@trophy-room/contract';
import { EXCLUDED_LEAGUES } from '@trophy-room/domain';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDir } from '../testing/fixture';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const csv = (table: string) =>
  parse(gunzipSync(readFileSync(join(fixtureDir(), `${table}.csv.gz`))), { columns: true }) as Record<
    string,
    string
  >[];

const list = async (q: string) => {
  const res = await get(app, `/api/leaders/${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as DataEnvelope<LeaderList>).data;
};

/** MLB regular-season home runs per player (career) and per player and season (stints summed), from the CSV. */
function mlbHomeRuns() {
  const mlbSeasons = new Map(
    csv('seasons')
      .filter((s) => s.league_id === '1')
      .map((s) => [s.id, s]),
  );
  const slugs = new Map(csv('players').map((p) => [p.id, p.slug]));
  const career = new Map<string, number>();
  const season = new Map<string, number>();
  for (const l of csv('player_seasons')) {
    if (!mlbSeasons.has(l.season_id) || l.is_postseason === 't' || !l.stats) continue;
    const hr = (JSON.parse(l.stats) as { hr?: number }).hr ?? 0;
    const slug = slugs.get(l.player_id)!;
    career.set(slug, (career.get(slug) ?? 0) + hr);
    const k = `${slug} ${mlbSeasons.get(l.season_id)!.start_year}`;
    season.set(k, (season.get(k) ?? 0) + hr);
  }
  const sorted = (m: Map<string, number>) => [...m].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]);
  return { career: sorted(career), season: sorted(season) };
}

describe('GET /api/leaders/', () => {
  it("lists a site's ranked stats, with a rate's qualifying rule in words", async () => {
    const res = await get(app, '/api/leaders/?sport__slug=baseball&level__slug=professional');
    const leagues = (res.body as DataEnvelope<LeaderLeague[]>).data;
    expect(leagues.map((l) => l.league.slug)).toEqual(['mlb']);
    expect(leagues[0].postseason).toBe(true);
    const ba = leagues[0].stats.find((s) => s.slug === 'batting-average')!;
    expect(ba).toMatchObject({ rate: true, digits: 3 });
    expect(ba.qualifier).toBe(
      'At least 3.1 plate appearances per team game in a season; 3,000 plate appearances in a career',
    );
    expect(leagues[0].stats.find((s) => s.slug === 'home-runs')?.qualifier).toBeNull();
  });

  it('a college site ranks nothing: its sources hold no player statistics', async () => {
    const res = await get(app, '/api/leaders/?sport__slug=basketball&level__slug=college');
    expect((res.body as DataEnvelope<LeaderLeague[]>).data).toEqual([]);
  });
});

describe('GET /api/leaders/{stat}/', () => {
  it('career home runs: the sums of the lines, best first, ties sharing a rank', async () => {
    const want = mlbHomeRuns().career;
    const got = await list('home-runs/?league=mlb&top=25');
    expect(got.results.slice(0, 5).map((r) => [r.player.slug, r.value])).toEqual(want.slice(0, 5));
    for (const r of got.results) {
      expect(r.rank).toBe(1 + want.filter(([, v]) => v > r.value).length);
    }
    expect(got.results.length).toBeGreaterThanOrEqual(25);
    expect(got.results.every((r) => r.rank <= 25)).toBe(true);
  });

  it("single season: a traded player's stints summed, the season linked, the team named as it was", async () => {
    const want = new Map(mlbHomeRuns().season);
    const best = Math.max(...want.values());
    const got = await list('home-runs/?league=mlb&view=season&top=25');
    // Each row is a player's season as the lines sum it; tied seasons share a rank, in name order.
    expect(got.results[0].value).toBe(best);
    for (const r of got.results) {
      expect(r.value).toBe(want.get(`${r.player.slug} ${r.first_year}`));
      expect(r.rank).toBe(1 + [...want.values()].filter((v) => v > r.value).length);
    }
    expect(got.results[0].season?.slug).toMatch(/^mlb-20\d\d$/);
    expect(got.results[0].teams.length).toBeGreaterThan(0);
  });

  it('team: only lines with that franchise', async () => {
    const got = await list('home-runs/?league=mlb&team=new-york-yankees&view=season');
    expect(got.team?.slug).toBe('new-york-yankees');
    expect(got.results.length).toBeGreaterThan(0);
    expect(got.results.every((r) => r.teams.every((t) => t.slug === 'new-york-yankees'))).toBe(true);
  });

  it('era: only seasons from–to', async () => {
    const got = await list('home-runs/?league=mlb&view=season&from=2023&to=2023');
    expect(got.results.every((r) => r.first_year === 2023)).toBe(true);
  });

  it("a rate ranks only qualified seasons, and a reader's minimum replaces the rule", async () => {
    const ruled = await list('batting-average/?league=mlb&view=season&top=25');
    expect(ruled.results.every((r) => r.value > 0.25 && r.value < 0.4)).toBe(true);
    const loose = await list('batting-average/?league=mlb&view=season&top=25&min=1');
    expect(loose.min).toBe(1);
    expect(loose.results[0].value).toBeGreaterThan(ruled.results[0].value);
  });

  it('ERA: innings pitched beside each row (outs summed from the lines), the figure 27 × ER / outs', async () => {
    const got = await list('earned-run-average/?league=mlb&view=season&top=25');
    expect(got.stat.qualifier_figure).toEqual({
      abbreviation: 'IP',
      label: 'Innings pitched',
      format: 'innings',
    });
    const years = new Map(
      csv('seasons')
        .filter((s) => s.league_id === '1')
        .map((s) => [s.id, s.start_year]),
    );
    const slugs = new Map(csv('players').map((p) => [p.id, p.slug]));
    const sums = new Map<string, { er: number; ipo: number }>();
    for (const l of csv('player_seasons')) {
      if (!years.has(l.season_id) || l.is_postseason === 't' || !l.stats) continue;
      const p = (JSON.parse(l.stats) as { p?: { er?: number; ipo?: number } }).p;
      if (p?.ipo === undefined) continue;
      const k = `${slugs.get(l.player_id)} ${years.get(l.season_id)}`;
      const s = sums.get(k) ?? { er: 0, ipo: 0 };
      sums.set(k, { er: s.er + (p.er ?? 0), ipo: s.ipo + p.ipo });
    }
    expect(got.results.length).toBeGreaterThan(0);
    for (const r of got.results) {
      const s = sums.get(`${r.player.slug} ${r.first_year}`)!;
      expect(r.qualifier_value).toBe(s.ipo);
      expect(r.value).toBeCloseTo((27 * s.er) / s.ipo, 9);
    }
    expect((await list('home-runs/?league=mlb')).results[0].qualifier_value).toBeNull();
  });

  it('a tie longer than the list keeps its earliest rows (first year, then player), on every load', async () => {
    // With min=0 every season without an earned run has an ERA of 0.00: far more ties for first than a list of 25 (50
    // rows at most) holds. A list of 100 holds them all (fewer than its 200 rows).
    const all = await list('earned-run-average/?league=mlb&view=season&top=100&min=0');
    const firsts = all.results.filter((r) => r.rank === 1);
    expect(firsts.length).toBeGreaterThan(50);
    expect(firsts.length).toBeLessThan(200);
    const ids = new Map(csv('players').map((p) => [p.slug, Number(p.id)]));
    const key = (r: { first_year: number; player: { slug: string } }) => [
      r.first_year,
      ids.get(r.player.slug)!,
    ];
    const byKey = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1];
    const few = await list('earned-run-average/?league=mlb&view=season&top=25&min=0');
    expect(few.results.map(key).sort(byKey)).toEqual(firsts.map(key).sort(byKey).slice(0, 50));
  });

  it("coverage: the seasons the stat's lines hold, from the lines, with their sources", async () => {
    const got = await list('points/?sport__slug=basketball&level__slug=professional');
    expect(got.coverage.first_year).toBe(2022);
    expect(got.coverage.last_year).toBe(2024);
    expect(got.coverage.league_last_year).toBe(2025);
    expect(got.coverage.sources.map((s) => s.name)).toEqual([
      expect.stringContaining('Basketball-Reference player totals 2019-20 to 2024-25'),
    ]);
  });

  it('404 for a stat the site does not rank; 400 naming a malformed parameter', async () => {
    const missing = await get(app, '/api/leaders/nothing/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Stat not found.' });
    expect((await get(app, '/api/leaders/home-runs/?sport__slug=football')).status).toBe(404);
    for (const [q, name] of [
      ['view=decade', 'view'],
      ['top=30', 'top'],
      ['phase=spring', 'phase'],
      ['from=2024&to=2022', 'from'],
      ['min=1', 'min'],
      ['league=xfl', 'league'],
      ['team=nowhere-fc', 'team'],
      ['include=nl', 'include'],
      ['include=na,xx', 'include'],
    ]) {
      const res = await get(app, `/api/leaders/home-runs/?${q}`);
      expect(res.status, q).toBe(400);
      expect((res.body as { detail: string }).detail, q).toContain(name);
    }
  });
});

describe('league scope: the National Association left out of MLB records unless included', () => {
  it('accepts include=na; the fixture has no NA season, so nothing is excluded and the lists are the same', async () => {
    const a = await list('home-runs/?league=mlb&view=season');
    const b = await list('home-runs/?league=mlb&view=season&include=na');
    expect(a.excluded).toEqual([]);
    expect(b.results).toEqual(a.results);
  });

  it("marks each league left out by a conference the dataset has (the pipeline's lgID NA)", () => {
    const slugs = new Set(csv('conferences').map((c) => c.slug));
    for (const x of EXCLUDED_LEAGUES) expect(slugs.has(x.conference), x.conference).toBe(true);
  });
});

describe('GET /api/leaders/players/{slug}/', () => {
  it("a player's career figures in the top 100, with the rank the list gives", async () => {
    const [leader] = mlbHomeRuns().career;
    const res = await get(app, `/api/leaders/players/${leader[0]}/`);
    const ranks = (res.body as DataEnvelope<PlayerRank[]>).data;
    expect(ranks.find((r) => r.stat.slug === 'home-runs')).toMatchObject({
      rank: 1,
      value: leader[1],
      league: 'mlb',
    });
    expect((await get(app, `/api/leaders/players/${leader[0]}/?sport__slug=football`)).status).toBe(404);
    expect((await get(app, '/api/leaders/players/nobody-at-all/')).status).toBe(404);
  });
});
