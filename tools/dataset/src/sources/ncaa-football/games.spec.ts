// College football games and the records derived from them: the checks /work/shared/data/SOURCES.md gives for the two
// game files, and checks over the whole output (no game listed twice, every derived record equal to its games).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built, expectRows } from '../../testing/built';
import { core } from '../core';
import { ncaaFootballSteps } from '.';
import { CFBDW_FILE, cfbdLocalDate, cfbdwSeason } from './game-files';
import { programmeOf } from './games';
import { loadSchools } from '../../shared/college';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...ncaaFootballSteps]);
});

const G = (slug: string) => `ncaa-football:game:ncaa-football-${slug}`;
const cfb = () => ctx.rows('games').filter((g) => g.league === 'ncaa-football');
/** The day of a season's last championship game: the final. */
const finalDay = (g: { season?: unknown }) =>
  cfb()
    .filter((x) => x.season === g.season && x.championship)
    .map((x) => String(x.game_date))
    .sort()
    .at(-1);

describe('college football games', () => {
  it('lists a game between two programmes from CFBDW with the site unknown, in the file order', () => {
    // Played at Oklahoma; the file does not say so, so neither the home team nor a neutral site is claimed.
    expectRows(ctx, 'games', {
      [G('1971-11-25-nebraska-oklahoma')]: {
        away_team: 'ncaa-football:nebraska',
        home_team: 'ncaa-football:oklahoma',
        away_score: 35,
        home_score: 31,
        is_neutral: null,
        is_playoff: false,
        season: 'ncaa-football:1971',
        source: 'cfbdatawarehouse-games-1869-2015',
      },
      // The 1989 Aloha Bowl (Christmas Day): no label in CFBDW, postseason by its date.
      [G('1989-12-25-hawaii-michigan-state')]: { is_playoff: true, home_score: 33, away_score: 13 },
      [G('2007-09-01-appalachian-state-michigan')]: {
        away_score: 34,
        home_score: 32,
        is_neutral: null,
        season: 'ncaa-football:2007',
      },
    });
  });

  it('counts a game against a side that is no programme of the site without listing it (Rutgers 6 Princeton 4)', () => {
    expect(cfb().filter((g) => g.game_date === '1869-11-06')).toEqual([]);
    expectRows(ctx, 'team_seasons', {
      'ncaa-football:rutgers:1869': { wins: 1, losses: 1, ties: 0, points_for: 6, points_against: 12 },
    });
  });

  it("lists CFBD's row of a 2010-2015 game both files hold, and claims CFBDW's score against it", () => {
    // CFBD dates the CFP final 2016-01-12 (UTC kickoff); CFBDW 2016-01-11, the local day it is listed on.
    expectRows(ctx, 'games', {
      [G('2016-01-11-alabama-clemson')]: {
        game_date: '2016-01-11',
        home_team: 'ncaa-football:clemson',
        away_score: 45,
        home_score: 40,
        is_neutral: true,
        is_playoff: true,
        season: 'ncaa-football:2015',
        championship: 'ncaa-football:college-football-national-championship',
        source: 'cfbd-games-fbs-2010-2025',
      },
    });
    expect(cfb().filter((g) => g.game_date === '2016-01-12')).toEqual([]);
    const score = ctx
      .claims()
      .figures()
      .find((f) => f.figure.id === 'ncaa-football.game.score')!;
    expect(score.subjects.get(G('2016-01-11-alabama-clemson'))?.map((c) => c.value)).toEqual([
      'Alabama 45, Clemson 40',
      'Alabama 45, Clemson 40',
    ]);
  });

  it('the 2025 season CFP final, Indiana 27 Miami 21 (2026-01-19, dated 2026-01-20 UTC)', () => {
    expectRows(ctx, 'games', {
      [G('2026-01-19-miami-indiana')]: {
        game_date: '2026-01-19',
        home_team: 'ncaa-football:indiana',
        home_score: 27,
        away_score: 21,
        is_playoff: true,
        season: 'ncaa-football:2025',
        championship: 'ncaa-football:college-football-national-championship',
      },
    });
  });

  it('dates a CFBD game by its local day; the slug it had by the UTC day answers by a redirect', () => {
    // The 2022 season's CFP final, Georgia 65 TCU 7: Monday 9 January 2023 in Inglewood, 2023-01-10 UTC.
    expectRows(ctx, 'games', {
      [G('2023-01-09-tcu-georgia')]: {
        game_date: '2023-01-09',
        season: 'ncaa-football:2022',
        home_score: 65,
      },
    });
    expect(ctx.get('slug_redirects', 'games:ncaa-football-2023-01-10-tcu-georgia')).toMatchObject({
      resource: 'games',
      new_slug: `key:${G('2023-01-09-tcu-georgia')}`,
    });
    // A game whose UTC day is its day keeps its slug and has no redirect (Alabama 28 at Auburn 34, 2013-11-30).
    expect(ctx.get('games', G('2013-11-30-alabama-auburn'))).toBeTruthy();
    const redirects = ctx
      .rows('slug_redirects')
      .filter((r) => String(r.old_slug).startsWith('ncaa-football-'));
    expect(redirects.length).toBeGreaterThan(2000);
    for (const r of redirects)
      expect(String(r.old_slug)).not.toBe(String(r.new_slug).replace(/^key:.*:game:/, ''));
  });

  it('the local day of a UTC day of kickoff, by the weekday (checked against CFBDW 2010-2015)', () => {
    expect(cfbdLocalDate('2019-11-10', 'regular')).toBe('2019-11-09'); // a UTC Sunday: Saturday night
    expect(cfbdLocalDate('2019-11-13', 'regular')).toBe('2019-11-12'); // a UTC Wednesday: Tuesday night
    expect(cfbdLocalDate('2023-01-10', 'cfp')).toBe('2023-01-09'); // the playoff's Monday-night final
    expect(cfbdLocalDate('2019-11-09', 'regular')).toBe('2019-11-09');
    expect(cfbdLocalDate('2019-12-18', 'bowl')).toBe('2019-12-18');
  });

  it('lists no game twice: one row per pair and day', () => {
    const slugs = new Set<string>();
    const byPairDay = new Map<string, string[]>();
    for (const g of cfb()) {
      expect(slugs.has(String(g.slug))).toBe(false);
      slugs.add(String(g.slug));
      const k = `${[g.home_team, g.away_team].sort().join('|')}|${String(g.game_date)}`;
      byPairDay.set(k, [...(byPairDay.get(k) ?? []), String(g.source)]);
    }
    // A game both files hold is listed once, from CFBD: no pair meets twice a day apart across the two files.
    const day = 86_400_000;
    for (const g of cfb().filter((x) => x.source === 'cfbd-games-fbs-2010-2025')) {
      const pair = [g.home_team, g.away_team].sort().join('|');
      for (const d of [-day, day]) {
        const other = new Date(Date.parse(String(g.game_date)) + d).toISOString().slice(0, 10);
        expect(byPairDay.get(`${pair}|${other}`) ?? [], `${g.slug}`).not.toContain(
          'cfbdatawarehouse-games-1869-2015',
        );
      }
    }
    // The file's same-day double-headers carry the undated placeholder, and undated games are not listed.
    expect([...byPairDay.values()].filter((v) => v.length > 1)).toEqual([]);
  });

  it("a title game takes its site and name from the champions list where the files give none (2005's Rose Bowl)", () => {
    expectRows(ctx, 'games', {
      // CFBDW does not say where it was played; the champions list: Rose Bowl, Pasadena.
      [G('2006-01-04-usc-texas')]: {
        venue: 'ncaa-football:venue:rose-bowl',
        venue_name: 'Rose Bowl',
        is_neutral: true,
        round: 'BCS National Championship (Rose Bowl)',
      },
      // CFBD gives the site (neutral) and the name; the stadium is the list's.
      [G('2016-01-11-alabama-clemson')]: { venue_name: 'University of Phoenix Stadium', is_neutral: true },
    });
    const finals = cfb().filter((g) => g.championship && g.game_date === finalDay(g));
    expect(finals.length).toBeGreaterThanOrEqual(28);
    expect(finals.filter((g) => !g.venue_name || g.is_neutral === null).map((g) => g.slug)).toEqual([]);
  });

  it('names every postseason game: a bowl CFBDW does not name is a bowl game, never an unnamed playoff', () => {
    // The 2006 season's Fiesta Bowl (CFBDW, no label) and the 2010 season's New Mexico Bowl (CFBD's notes).
    expectRows(ctx, 'games', {
      [G('2007-01-01-boise-state-oklahoma')]: { is_playoff: true, round: 'Bowl game', championship: null },
      [G('2010-12-18-byu-utep')]: { round: 'NEW MEXICO BOWL' },
    });
    expect(
      cfb()
        .filter((g) => g.is_playoff && !g.round)
        .map((g) => g.slug),
    ).toEqual([]);
    expect(cfb().filter((g) => !g.is_playoff && g.round).length).toBe(0);
  });

  it('derives every record to 2015 from all the games of the file, listed or not', () => {
    // Counted here from the raw file, apart from the module: each first-column programme's games by season.
    const schools = loadSchools(ctx, 'football_schools.csv');
    const lines = readFileSync(join(ctx.rawDir, CFBDW_FILE), 'utf8').trim().split('\n');
    const whole = new Set(lines.map((l) => programmeOf(l.split(',')[1], schools)!.school));
    const rec = new Map<string, [number, number, number, number]>();
    for (const l of lines) {
      const [date, a, as, b, bs] = l.split(',');
      for (const [n, f, x] of [
        [a, +as, +bs],
        [b, +bs, +as],
      ] as const) {
        const s = programmeOf(n, schools);
        if (!s || !whole.has(s.school)) continue;
        const k = `${s.school}|${cfbdwSeason(date)}`;
        const r = rec.get(k) ?? [0, 0, 0, 0];
        r[f > x ? 0 : f < x ? 1 : 2]++;
        r[3] += f;
        rec.set(k, r);
      }
    }
    const derived = ctx.rows('team_seasons').filter((t) => t.source === 'cfbdatawarehouse-games-1869-2015');
    expect(derived.length).toBeGreaterThan(9000);
    for (const t of derived) {
      const r = rec.get(`${String(t.name)}|${String(t.key).split(':').at(-1)}`);
      expect([t.wins, t.losses, t.ties, t.points_for], t.key).toEqual(r);
      expect(t.games_played).toBe(r![0] + r![1] + r![2]);
    }
  });

  it('records of champions and well-known seasons from the games', () => {
    expectRows(ctx, 'team_seasons', {
      'ncaa-football:michigan:1997': { wins: 12, losses: 0, ties: 0, is_champion: true },
      'ncaa-football:nebraska:1971': { wins: 13, losses: 0, ties: 0, is_champion: true },
      'ncaa-football:michigan:2007': { wins: 9, losses: 4 },
      // 2024-2025: CFBD's FBS games only; the champion keeps the list's whole record.
      'ncaa-football:indiana:2025': { wins: 16, losses: 0 },
    });
  });

  it('every national champion of a season with games has its team season with a record', () => {
    const results = ctx
      .rows('championship_results')
      .filter((r) => r.championship === 'ncaa-football:college-football-national-championship');
    expect(results.length).toBeGreaterThan(85);
    for (const r of results) {
      const ts = ctx.get('team_seasons', `${String(r.winner_team)}:${String(r.year)}`);
      expect(typeof ts?.wins, `${String(r.winner_name)} ${String(r.year)}`).toBe('number');
    }
    // The derived record agrees with the champions list's for every champion whose season the games hold whole.
    const checks = ctx
      .claims()
      .figures()
      .find((f) => f.figure.id === 'ncaa-football.champion.record')!;
    const differ = [...checks.subjects.values()].filter((cs) => new Set(cs.map((c) => c.value)).size > 1);
    expect(checks.subjects.size).toBeGreaterThan(75);
    expect(differ).toEqual([]);
  });

  it("a programme's first season is its first in the file: Michigan 1879, Ohio State 1890", () => {
    expectRows(ctx, 'teams', {
      'ncaa-football:michigan': { founded_year: 1879 },
      'ncaa-football:ohio-state': { founded_year: 1890 },
      'ncaa-football:navy': { founded_year: 1879 },
    });
  });

  it('conference records 2013-2023 from the games against members of the same conference', () => {
    expectRows(ctx, 'team_seasons', {
      'ncaa-football:alabama:2020': { conference: 'ncaa-football:sec', conference_record: '10-0' },
      'ncaa-football:michigan:2023': { conference: 'ncaa-football:big-ten', conference_record: '9-0' },
    });
  });
});
