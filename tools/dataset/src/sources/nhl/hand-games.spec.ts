import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { nhlSteps } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 120000);

const finalGames = (season: number) =>
  ctx
    .rows('games')
    .filter((g) => g.season === `nhl:${season}` && g.round === 'Stanley Cup Final')
    .sort((a, b) => String(a.game_date).localeCompare(String(b.game_date)));
const winner = (g: Record<string, unknown>) =>
  Number(g.home_score) > Number(g.away_score) ? g.home_team : g.away_team;

describe('nhl: hand facts on the 2020 and 2021 playoff games, claimed against the playoff export', () => {
  it('has the 2020 Final on its local dates in Edmonton: Lightning over Stars 4-2, Game 6 2-0 on 28 Sept', () => {
    const fg = finalGames(2019);
    expect(fg.map((g) => g.game_date)).toEqual([
      '2020-09-19',
      '2020-09-21',
      '2020-09-23',
      '2020-09-25',
      '2020-09-26',
      '2020-09-28',
    ]);
    expect(fg.filter((g) => winner(g) === 'nhl:TBL')).toHaveLength(4);
    expect(fg.every((g) => g.is_neutral && g.venue_name === 'Rogers Place')).toBe(true);
    expect(fg[4].overtime).toBe('2OT');
    expect(fg[5]).toMatchObject({ home_team: 'nhl:DAL', home_score: 0, away_team: 'nhl:TBL', away_score: 2 });
  });

  it('puts every 2020 playoff game at a neutral site, in the Toronto or Edmonton hub', () => {
    const po = ctx.rows('games').filter((g) => g.season === 'nhl:2019' && g.is_playoff);
    expect(po.every((g) => g.is_neutral)).toBe(true);
    // The export names the hub of all but the Maple Leafs' and Oilers' home-side games in their own arenas.
    expect(ctx.issues().find((i) => /placed in their hub's arena/.test(i.problem))?.problem).toMatch(
      /^.*: 5 /,
    );
    const venues = ctx
      .claims()
      .figures()
      .find((f) => f.figure.id === 'nhl.playoff_game.venue')!;
    const hub = [...venues.subjects.values()].filter((l) => l.some((c) => c.source === 'hand:nhl-reference'));
    expect(hub).toHaveLength(130);
    expect(hub.filter((l) => l.length === 2 && l[0].value === l[1].value)).toHaveLength(125);
    expect(new Set(po.map((g) => g.venue_name))).toEqual(new Set(['Rogers Place', 'Scotiabank Arena']));
    expect(
      po.filter((g) => g.round === 'Conference Finals').every((g) => g.venue_name === 'Rogers Place'),
    ).toBe(true);
  });

  it('has the 2021 Final: Lightning over Canadiens 4-1, Game 5 1-0 at Amalie Arena on 7 July', () => {
    const fg = finalGames(2020);
    expect(fg).toHaveLength(5);
    expect(fg.filter((g) => winner(g) === 'nhl:TBL')).toHaveLength(4);
    expect(fg[4]).toMatchObject({
      game_date: '2021-07-07',
      home_team: 'nhl:TBL',
      home_score: 1,
      away_score: 0,
      venue_name: 'Amalie Arena',
      is_neutral: false,
      championship: 'nhl:stanley-cup',
    });
  });
});
