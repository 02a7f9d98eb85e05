// drawBracket on small postseasons written out game by game: byes, a total-goal series, a play-in round, a
// third-place game, and a round robin that cannot be a tree.
import { describe, expect, it } from 'vitest';
import { drawBracket, type BracketGameRow } from './build';

const side = (slug: string, seed: number | null = null) => ({
  slug,
  name: slug.toUpperCase(),
  seed,
  region: null,
});
let n = 0;
/** home beat (or lost to) away: `home_score`-`away_score`. */
const g = (
  date: string,
  label: string | null,
  home: string,
  away: string,
  hs: number,
  as: number,
  seeds: [number | null, number | null] = [null, null],
): BracketGameRow => ({
  slug: `g${++n}`,
  date,
  label,
  home: side(home, seeds[0]),
  away: side(away, seeds[1]),
  home_score: hs,
  away_score: as,
  neutral: false,
  overtime: null,
});

describe('drawBracket', () => {
  it('a six-team field: byes marked, the final last, feeders ordered by where their winner goes', () => {
    const b = drawBracket(
      [
        g('2000-01-01', 'Wild Card', 'c', 'f', 20, 10),
        g('2000-01-01', 'Wild Card', 'd', 'e', 7, 14),
        g('2000-01-08', 'Divisional', 'b', 'c', 3, 24),
        g('2000-01-08', 'Divisional', 'a', 'e', 31, 0),
        g('2000-01-15', 'Final', 'a', 'c', 10, 9),
      ],
      true,
    );
    expect(b.layout).toBe('tree');
    expect(b.rounds.map((r) => [r.name, r.series.length])).toEqual([
      ['Wild Card', 2],
      ['Divisional', 2],
      ['Final', 1],
    ]);
    const divisional = b.rounds[1].series;
    expect(
      divisional
        .flatMap((s) => [s.top, s.bottom])
        .filter((t) => t.bye)
        .map((t) => t.slug),
    ).toEqual(['a', 'b']);
    // a's feeder (e over d) first, then c's.
    expect(b.rounds[0].series.map((s) => s[s.winner!].slug)).toEqual(['e', 'c']);
    expect(b.rounds[2].series[0]).toMatchObject({ winner: 'top', result: '10-9', decided_by: 'game' });
  });

  it('a two-game total-goal series: level on wins, decided on goals', () => {
    const b = drawBracket(
      [g('1927-03-29', 'Quarterfinals', 'x', 'y', 1, 1), g('1927-03-31', 'Quarterfinals', 'y', 'x', 0, 1)],
      true,
    );
    expect(b.rounds[0].series[0]).toMatchObject({
      top: { slug: 'x' },
      winner: 'top',
      result: '2-1 on total goals',
      decided_by: 'goals',
    });
  });

  it('a best-of series: games won; play-in games before the bracket, with their own losers playing on', () => {
    const b = drawBracket(
      [
        g('2023-04-11', 'Play-In', 'p7', 'p8', 100, 90),
        g('2023-04-12', 'Play-In', 'p9', 'p10', 80, 95),
        g('2023-04-14', 'Play-In', 'p8', 'p10', 101, 99),
        g('2023-04-16', 'First Round', 'one', 'p8', 110, 100),
        g('2023-04-18', 'First Round', 'one', 'p8', 99, 100),
        g('2023-04-20', 'First Round', 'p8', 'one', 90, 100),
        g('2023-04-16', 'First Round', 'two', 'p7', 90, 100),
        g('2023-04-18', 'First Round', 'two', 'p7', 90, 100),
        g('2023-04-20', 'Finals', 'p7', 'one', 90, 100),
      ],
      true,
    );
    expect(b.layout).toBe('tree');
    expect(b.rounds[0]).toMatchObject({ name: 'Play-In', preliminary: true });
    expect(b.rounds[0].series).toHaveLength(3);
    const first = b.rounds[1].series.find((s) => s.top.slug === 'one')!;
    expect(first).toMatchObject({ winner: 'top', result: '2-1', decided_by: 'wins' });
    expect(first.top.bye).toBe(false);
  });

  it('a third-place game sits beside the final as a consolation game', () => {
    const b = drawBracket(
      [
        g('1981-03-26', null, 'a', 'b', 5, 2),
        g('1981-03-26', null, 'c', 'd', 4, 3),
        g('1981-03-28', null, 'b', 'd', 6, 1),
        g('1981-03-28', null, 'a', 'c', 2, 1),
      ],
      true,
    );
    expect(b.layout).toBe('tree');
    expect(b.rounds.map((r) => r.name)).toEqual(['Semifinals', 'Final']);
    expect(b.rounds[1].consolation).toHaveLength(1);
    expect(b.rounds[1].consolation[0].top.slug).toBe('b');
  });

  it('a round robin is a list that says why', () => {
    const b = drawBracket(
      [
        g('1954-03-13', null, 'a', 'b', 80, 70),
        g('1954-03-14', null, 'b', 'c', 80, 70),
        g('1954-03-15', null, 'c', 'a', 80, 70),
        g('1954-03-20', 'Finals', 'a', 'b', 80, 70),
      ],
      true,
    );
    expect(b.layout).toBe('list');
    expect(b.note).toMatch(/round robin/);
    expect(b.rounds.map((r) => [r.name, r.series.length])).toEqual([
      ['Playoffs', 3],
      ['Finals', 1],
    ]);
  });

  it('the better seed is the top team', () => {
    const b = drawBracket([g('1985-03-14', 'First Round', 'low', 'high', 50, 60, [16, 1])], false);
    expect(b.rounds[0].series[0]).toMatchObject({ top: { slug: 'high', seed: 1 }, winner: 'top' });
  });
});
