// The NHL games rows of 1949-50..2009-10 from Hockey-Reference's results, playoff games named by their series' round.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built, expectRows } from '../../testing/built';
import { core } from '../core';
import { HREF_1950 } from './games-hockeyref-1950';
import { nhlSteps } from '.';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 300000);

const year = (g: { season?: unknown }) => Number(String(g.season).slice(4));

describe("nhl: games 1949-50..2009-10 (Hockey-Reference's results)", () => {
  it('has the 1994 Final game 7 (Rangers 3, Canucks 2 at Madison Square Garden) and a 1949-50 opener', () => {
    // hockey-reference.com/playoffs/1994-new-york-rangers-vs-vancouver-canucks-stanley-cup-final-series.html;
    // hockey-reference.com/leagues/NHL_1950_games.html (12 October 1949: Boston 1, Detroit 2).
    expectRows(ctx, 'games', {
      'nhl:g:1994-06-14-van-nyr': {
        slug: 'nhl-1994-06-14-van-nyr',
        season: 'nhl:1993',
        game_date: '1994-06-14',
        home_team: 'nhl:NYR',
        away_team: 'nhl:VAN',
        home_score: 3,
        away_score: 2,
        overtime: null,
        is_playoff: true,
        round: 'Stanley Cup Final',
        championship: 'nhl:stanley-cup',
        source: HREF_1950,
      },
      'nhl:g:1949-10-12-bos-det': {
        season: 'nhl:1949',
        home_team: 'nhl:DET',
        away_team: 'nhl:BOS',
        home_score: 2,
        away_score: 1,
        is_playoff: false,
        round: null,
        championship: null,
        source: HREF_1950,
      },
    });
  });

  it("keeps the overtime marker: Orr's Cup winner, 10 May 1970, Bruins 4 Blues 3 in OT", () => {
    expectRows(ctx, 'games', {
      'nhl:g:1970-05-10-stl-bos': {
        home_score: 4,
        away_score: 3,
        overtime: 'OT',
        round: 'Stanley Cup Final',
      },
    });
  });

  it("names each playoff game's round as its series' postseason_series row does", () => {
    const rounds = new Map<string, Set<string>>();
    for (const s of ctx.rows('postseason_series')) {
      const k = `${String(s.season)}|${[s.winner_team, s.loser_team].map(String).sort().join('|')}`;
      rounds.set(k, (rounds.get(k) ?? new Set()).add(String(s.round_name)));
    }
    const po = ctx.rows('games').filter((g) => g.source === HREF_1950 && g.is_playoff);
    expect(po.length).toBeGreaterThan(3000);
    const off = po.filter((g) => {
      const k = `${String(g.season)}|${[g.home_team, g.away_team].map(String).sort().join('|')}`;
      return !rounds.get(k)?.has(String(g.round));
    });
    expect(off.map((g) => g.key)).toEqual([]);
  });

  it('gives only the seasons before the other game files (2010-11 on), each slug once', () => {
    const games = ctx.rows('games');
    const old = games.filter((g) => g.source === HREF_1950);
    expect(Math.min(...old.map(year))).toBe(1949);
    expect(Math.max(...old.map(year))).toBe(2009);
    expect(games.filter((g) => g.source !== HREF_1950 && year(g) < 2010)).toEqual([]);
    expect(new Set(games.map((g) => g.slug)).size).toBe(games.length);
    // 1949-50: six teams, 70 games each, 210 games; no 2004-05 (the lockout).
    expect(old.filter((g) => year(g) === 1949 && !g.is_playoff)).toHaveLength(210);
    expect(old.filter((g) => year(g) === 2004)).toEqual([]);
  });
});
