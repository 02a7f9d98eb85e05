import type { AnalyticsFigures, DataEnvelope } from '@trophy-room/contract';
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

const figures = async (q: string) => {
  const res = await get(app, `/api/core/analytics/${q}`);
  expect(res.status).toBe(200);
  return (res.body as DataEnvelope<AnalyticsFigures>).data;
};
const kpi = (f: AnalyticsFigures, id: string) => f.kpis.find((k) => k.id === id);
const csv = (table: string) =>
  parse(gunzipSync(readFileSync(join(fixtureDir(), `${table}.csv.gz`))), { columns: true }) as Record<
    string,
    string
  >[];

/** The NBA's home-win rate and points per game in a season, straight from the test dataset's CSV (not the database). */
function nbaSeasonFromCsv(startYear: number) {
  const season = csv('seasons').find((s) => s.slug === `nba-${startYear}-${String(startYear + 1).slice(2)}`);
  const games = csv('games').filter(
    (g) => g.season_id === season?.id && g.home_score !== '' && g.away_score !== '',
  );
  const decided = games.filter((g) => g.is_neutral !== 't' && g.home_score !== g.away_score);
  const homeWins = decided.filter((g) => Number(g.home_score) > Number(g.away_score)).length;
  const points = games.reduce((n, g) => n + Number(g.home_score) + Number(g.away_score), 0);
  return {
    games: games.length,
    homeWin: Math.round((1000 * homeWins) / decided.length) / 10,
    ppg: Math.round((10 * points) / (2 * games.length)) / 10,
  };
}

describe('analytics', { timeout: 60_000 }, () => {
  it('defaults to team performance this season: the NBA site’s latest season, against the season before', async () => {
    const f = await figures('?sport__slug=basketball&level__slug=professional');
    expect(f).toMatchObject({ category: 'team-performance', timeframe: 'season', as_of: '2026-06-13' });
    // The test dataset keeps 2022–2024: the latest NBA season with games is 2024-25.
    expect(f.period.label).toBe('2024-25 NBA Season');
    expect(f.previous?.label).toBe('2023-24 NBA Season');
    const now = nbaSeasonFromCsv(2024);
    const before = nbaSeasonFromCsv(2023);
    expect(f.games).toBe(now.games);
    expect(kpi(f, 'home-win-rate')?.value).toBe(now.homeWin);
    expect(kpi(f, 'points-per-game')).toMatchObject({
      value: now.ppg,
      change: Math.round(10 * (now.ppg - before.ppg)) / 10,
    });
    const change = kpi(f, 'points-per-game')?.change ?? 0;
    expect(kpi(f, 'points-per-game')?.trend).toBe(change > 0 ? 'up' : change < 0 ? 'down' : 'neutral');
    expect(f.kpis).toHaveLength(4);
    expect(f.charts.map((c) => c.points.length > 0)).toEqual([true, true]);
    expect(f.insights).toHaveLength(3);
    expect(f.report.rows).toHaveLength(30);
  });

  it('says so when the timeframe has no games, rather than inventing figures', async () => {
    const f = await figures('?sport__slug=basketball&level__slug=professional&timeframe=week');
    expect(f.period).toMatchObject({ from: '2026-06-07', to: '2026-06-13' });
    expect(f.previous).toMatchObject({ from: '2026-05-31', to: '2026-06-06' });
    expect(f.games).toBe(0);
    expect(f.note).toMatch(/^No games in Jun 7 – Jun 13, 2026/);
    expect(kpi(f, 'home-win-rate')).toMatchObject({ value: null, change: null, trend: 'neutral' });
    expect(f.insights).toEqual([]);
  });

  it('narrows to a team: its record is the only row', async () => {
    const f = await figures('?sport__slug=basketball&level__slug=professional&team=boston-celtics');
    expect(f.team).toBe('Boston Celtics');
    expect(f.report.rows).toHaveLength(1);
    expect(f.report.rows[0]).toMatchObject({ team: 'Boston Celtics', league: 'NBA' });
    expect(Number(f.report.rows[0].wins) + Number(f.report.rows[0].losses)).toBe(f.games);
  });

  it('season trends: parity per decade and droughts from the champions', async () => {
    const f = await figures(
      '?sport__slug=baseball&level__slug=professional&category=season-trends&timeframe=all',
    );
    // Every World Series winner by decade, from the CSV: the 1900s (1903–1909) had 6 different champions.
    const parity = f.charts.find((c) => c.id === 'parity');
    const ws = csv('championships').find((c) => c.slug === 'world-series');
    const nineteen00s = new Set(
      csv('championship_results')
        .filter((r) => r.championship_id === ws?.id && Number(r.year) >= 1900 && Number(r.year) <= 1909)
        .map((r) => r.winner_team_id),
    );
    expect(parity?.points.find((p) => p.label === '1900s')?.value).toBe(nineteen00s.size);
    expect(kpi(f, 'titles')?.value).toBe(f.report.rows.length);
    expect(kpi(f, 'longest-drought')).toMatchObject({ change: null, trend: 'neutral' });
    expect(kpi(f, 'longest-drought')?.value).toBeGreaterThan(50);
    expect(f.previous).toBeNull();
  });

  it('player statistics: leaders by the sport’s statistic, and an honest note where the sources have none', async () => {
    const f = await figures('?sport__slug=basketball&level__slug=professional&category=player-statistics');
    const leaders = f.report.rows.filter((r) => r.league === 'NBA');
    expect(leaders).toHaveLength(10);
    expect(leaders[0]).toMatchObject({ rank: 1, stat: 'Points' });
    expect(f.charts[0].title).toBe('Points leaders (NBA)');
    expect(Number(leaders[0].value)).toBeGreaterThanOrEqual(Number(leaders[9].value));
    expect(kpi(f, 'players')?.value).toBeGreaterThan(400);
    // NHL player seasons end in 2017-18: none in the test dataset's years.
    const nhl = await figures('?sport__slug=hockey&level__slug=professional&category=player-statistics');
    expect(nhl.note).toMatch(/^No player statistics/);
    expect(kpi(nhl, 'players')?.value).toBe(0);
  });

  it('player statistics all time: each league’s leaders are its lines summed, as the CSV gives them', async () => {
    // All time, the leaders are picked from the careers table and summed from the lines: the same answer as every
    // regular-season line summed per player (value, then player id), games and last team included.
    const f = await figures('?category=player-statistics&timeframe=all');
    const seasons = new Map(csv('seasons').map((s) => [s.id, s]));
    const leagues = new Map(csv('leagues').map((l) => [l.id, l]));
    const people = new Map(csv('people').map((p) => [p.id, p.full_name]));
    const players = new Map(csv('players').map((p) => [p.id, p]));
    const teams = new Map(csv('teams').map((t) => [t.id, t.name]));
    const key: Record<string, string> = { MLB: 'hr', NBA: 'pts', NHL: 'pts', NFL: 'pass_yds' };
    type Sum = {
      league: string;
      player: number;
      value: number;
      games: number;
      last: [number, number, string];
    };
    const sums = new Map<string, Sum>();
    for (const line of csv('player_seasons')) {
      const season = seasons.get(line.season_id);
      const league = leagues.get(season?.league_id ?? '')?.abbreviation ?? '';
      const value = (JSON.parse(line.stats || '{}') as Record<string, unknown>)[key[league]];
      if (line.is_postseason === 't' || typeof value !== 'number') continue;
      const id = `${league} ${line.player_id}`;
      const sum = sums.get(id) ?? {
        league,
        player: Number(line.player_id),
        value: 0,
        games: 0,
        last: [0, 0, ''],
      };
      sum.value += value;
      sum.games += Number(line.games_played || 0);
      const at: [number, number, string] = [
        Number(season?.start_year),
        Number(line.stint),
        teams.get(line.team_id) ?? '',
      ];
      if (at[0] > sum.last[0] || (at[0] === sum.last[0] && at[1] > sum.last[1])) sum.last = at;
      sums.set(id, sum);
    }
    // In league order: those with player seasons in the test dataset's years (not the NHL's, which end in 2017-18).
    const expected = ['MLB', 'NBA', 'NFL'].flatMap((league) =>
      [...sums.values()]
        .filter((s) => s.league === league)
        .sort((a, b) => b.value - a.value || a.player - b.player)
        .slice(0, 10)
        .map((s, i) => ({
          league,
          rank: i + 1,
          player: people.get(players.get(String(s.player))?.person_id ?? ''),
          team: s.last[2],
          value: s.value,
          games: s.games,
        })),
    );
    expect(expected).toHaveLength(30);
    expect(f.report.rows.map(({ stat: _, ...r }) => r)).toEqual(expected);
  });

  it('answers bad parameters with 400 naming them, unknown slugs with 404, and is cacheable', async () => {
    for (const [q, name] of [
      ['?category=fantasy', 'category'],
      ['?timeframe=decade', 'timeframe'],
      ['?sport__slug=curling', 'sport__slug'],
      ['?colour=red', 'colour'],
    ]) {
      const res = await get(app, `/api/core/analytics/${q}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(name);
    }
    const res = await get(app, '/api/core/analytics/?sport__slug=hockey&team=boston-celtics');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Team not found.' });
    expect((await get(app, '/api/core/analytics/?conference=nowhere')).status).toBe(404);
    const ok = await get(app, '/api/core/analytics/?timeframe=all&category=game-analysis');
    expect(ok.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(ok.headers.etag).toBeTruthy();
  });
});
