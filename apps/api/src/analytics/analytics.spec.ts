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
    expect(f.league).toMatchObject({ slug: 'nba', scoring: 'points' });
    expect(f.leagues.map((l) => l.slug)).toEqual(['nba']);
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
    // Every World Series winner by decade, from the CSV: the 1900s (1903-1909, none in 1904) had 5 different
    // champions; a series not played (1904: a result without a winner) is no champion.
    const parity = f.charts.find((c) => c.id === 'parity');
    const ws = csv('championships').find((c) => c.slug === 'world-series');
    const nineteen00s = new Set(
      csv('championship_results')
        .filter((r) => r.championship_id === ws?.id && Number(r.year) >= 1900 && Number(r.year) <= 1909)
        .filter((r) => r.winner_team_id)
        .map((r) => r.winner_team_id),
    );
    expect(nineteen00s.size).toBe(5);
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
    // College football has no player lines in any source.
    const cfb = await figures('?sport__slug=football&level__slug=college&category=player-statistics');
    expect(cfb.note).toMatch(/^No player statistics/);
    expect(kpi(cfb, 'players')?.value).toBe(0);
  });

  it('player statistics all time: each league’s leaders are its lines summed, as the CSV gives them', async () => {
    // All time, the leaders are picked from the careers table and summed from the lines: the same answer as every
    // regular-season line summed per player (value, then player id), games and last team included.
    const f = { report: { rows: [] as AnalyticsFigures['report']['rows'] } };
    for (const league of ['mlb', 'nba', 'nfl', 'nhl']) {
      const one = await figures(`?category=player-statistics&timeframe=all&league=${league}`);
      f.report.rows.push(...one.report.rows);
    }
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
    // In league order, each with player seasons in the test dataset's years.
    const expected = ['MLB', 'NBA', 'NFL', 'NHL'].flatMap((league) =>
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
    expect(expected).toHaveLength(40);
    expect(f.report.rows.map(({ stat: _, ...r }) => r)).toEqual(expected);
  });

  it('player statistics all time: the KPIs count each league’s regular-season lines, as the CSV gives them', async () => {
    // All time over a whole league they are read from league_player_lines, which the loader sums: the same figures as
    // the lines counted here (lines of a known season and player; rookies: a line in his first season).
    const seasons = new Map(csv('seasons').map((s) => [s.id, s]));
    const leagues = new Map(csv('leagues').map((l) => [l.id, l.slug]));
    const players = new Map(csv('players').map((p) => [p.id, p]));
    const byLeague = new Map<
      string,
      { players: Set<string>; lines: number; games: number[]; rookies: Set<string> }
    >();
    for (const line of csv('player_seasons')) {
      const season = seasons.get(line.season_id);
      const player = players.get(line.player_id);
      if (line.is_postseason === 't' || !season || !player) continue;
      const league = leagues.get(season.league_id) ?? '';
      const sum = byLeague.get(league) ?? { players: new Set(), lines: 0, games: [], rookies: new Set() };
      sum.players.add(line.player_id);
      sum.lines++;
      if (line.games_played !== '') sum.games.push(Number(line.games_played));
      if (player.first_year === season.start_year) sum.rookies.add(line.player_id);
      byLeague.set(league, sum);
    }
    for (const league of ['mlb', 'nba', 'nfl', 'nhl', 'ncaa-football']) {
      const f = await figures(`?category=player-statistics&timeframe=all&league=${league}`);
      const sum = byLeague.get(league);
      const avg = sum?.games.length ? sum.games.reduce((a, b) => a + b, 0) / sum.games.length : null;
      expect([
        league,
        ...['players', 'stat-lines', 'games-per-player', 'rookies'].map((k) => kpi(f, k)?.value),
      ]).toEqual([
        league,
        sum?.players.size ?? 0,
        sum?.lines ?? 0,
        avg === null ? null : Math.round(10 * avg) / 10,
        sum?.rookies.size ?? 0,
      ]);
    }
    expect(byLeague.get('nba')?.lines).toBeGreaterThan(400);
  });

  it('the hub: one league at a time (pro first, in the sites’ order), never figures across sports', async () => {
    const f = await figures('');
    expect(f.leagues.map((l) => l.slug)).toEqual([
      'nfl',
      'nba',
      'mlb',
      'nhl',
      'ncaa-football',
      'ncaa-basketball',
      'ncaa-baseball',
      'ncaa-hockey',
    ]);
    expect(f.league.slug).toBe('nfl');
    expect(new Set(f.report.rows.map((r) => r.league))).toEqual(new Set(['NFL']));
    expect(f.period.label).toMatch(/NFL Season$/);
    // A team's league is measured when the URL names the team alone.
    expect((await figures('?team=boston-celtics')).league.slug).toBe('nba');
  });

  it('each sport in its own units: runs in baseball, goals in hockey', async () => {
    const mlb = await figures('?league=mlb');
    expect(mlb.league).toMatchObject({ slug: 'mlb', scoring: 'runs' });
    expect(kpi(mlb, 'runs-per-game')).toMatchObject({ label: 'Runs per game' });
    expect(kpi(mlb, 'points-per-game')).toBeUndefined();
    expect(mlb.charts[1].title).toBe('Runs per game over time');
    expect(mlb.report.columns.map((c) => c.label)).toContain('Runs allowed per game');
    expect(mlb.insights.find((i) => i.title === 'Highest scoring')?.text).toMatch(/ runs per game /);
    const nhl = await figures('?sport__slug=hockey&level__slug=professional&category=game-analysis');
    expect(kpi(nhl, 'total-goals')).toMatchObject({ label: 'Total goals per game' });
    expect(nhl.charts[0].x_label).toBe('Margin (goals)');
    expect(nhl.charts[0].points.map((p) => p.label)).toEqual(
      ['1', '2', '3', '4+'].slice(0, nhl.charts[0].points.length),
    );
    expect(nhl.insights[0].text).toMatch(/ended level or by one goal\.$/);
    const baseball = await figures('?league=mlb&category=game-analysis');
    // Extra innings: the games past their scheduled innings (the game logs' outs), a rate like hockey's overtime.
    expect(kpi(baseball, 'overtime-rate')).toMatchObject({ label: 'Extra-inning rate' });
    expect(kpi(baseball, 'overtime-rate')?.value).toEqual(expect.any(Number));
    expect(baseball.report.columns.map((c) => c.label)).toContain('Extra innings %');
  });

  it('best record: only teams with half a full schedule; a 6-0 tournament run is none', async () => {
    // The test dataset's 2024-25 college basketball is its tournament: Florida went 6-0. A full college season is
    // the 90th percentile of its team seasons' games (35 here): 18 games are needed, so no team is named.
    const cbb = await figures('?league=ncaa-basketball');
    expect(cbb.report.rows[0]).toMatchObject({ team: 'Florida', games: 6, win_pct: 100 });
    expect(cbb.insights.find((i) => i.title === 'Best record')?.text).toBe(
      'No team played at least 18 games (half a full 35-game season) in this timeframe; the most was 6 games, too few to name a best record.',
    );
    expect(cbb.charts[0].points).toEqual([]);
    // All time, half the most games any team played: the best of those, named with its record.
    for (const q of ['?league=ncaa-basketball&timeframe=all', '?league=nfl']) {
      const f = await figures(q);
      const rows = f.report.rows.map((r) => ({
        team: String(r.team),
        games: Number(r.games),
        pct: Number(r.win_pct),
      }));
      const min = Math.ceil(Math.max(...rows.map((r) => r.games)) / 2);
      const best = rows.filter((r) => r.games >= min).sort((a, b) => b.pct - a.pct)[0];
      // All time, the rule leaves some teams out (a season or two in the data).
      if (q.includes('all')) expect(rows.some((r) => r.games < min)).toBe(true);
      const note = f.insights.find((i) => i.title === 'Best record')!.text;
      expect(note, q).toMatch(
        new RegExp(
          `^${best.team}: \\d+-\\d+(-\\d+)? \\(\\.\\d{3}\\) in ${best.games} games, among the teams with at least ${min} games`,
        ),
      );
      const shown = new Set(f.charts[0].points.map((p) => p.label));
      expect(
        rows.filter((r) => shown.has(r.team)).every((r) => r.games >= min),
        q,
      ).toBe(true);
    }
  });

  it('answers bad parameters with 400 naming them, unknown slugs with 404, and is cacheable', async () => {
    for (const [q, name] of [
      ['?category=fantasy', 'category'],
      ['?timeframe=decade', 'timeframe'],
      ['?sport__slug=curling', 'sport__slug'],
      ['?colour=red', 'colour'],
      ['?league=curling', 'league'],
      ['?sport__slug=hockey&league=nba', 'league'],
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
