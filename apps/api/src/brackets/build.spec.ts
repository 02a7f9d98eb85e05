// drawBracket on small postseasons written out game by game: byes, a total-goal series, a play-in round, a
// third-place game, and a round robin that cannot be a tree. drawSeriesBracket on series results without games.
import { describe, expect, it } from 'vitest';
import { drawBracket, drawSeriesBracket, type BracketGameRow, type BracketSeriesRow } from './build';

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
  has_box_score: false,
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

  it('a game keeps whether it has a box score (the card labels its link by it)', () => {
    const boxed = { ...g('2000-01-15', 'Final', 'a', 'c', 10, 9), has_box_score: true };
    const b = drawBracket([g('2000-01-08', 'Semifinal', 'a', 'b', 3, 1), boxed], true);
    expect(b.rounds.map((r) => r.series[0].games[0].has_box_score)).toEqual([false, true]);
  });

  it('a series level on wins outside hockey: no winner, and says the sources hold only part of it', () => {
    const b = drawBracket(
      [
        g('2021-05-22', 'First Round', 'x', 'y', 123, 109),
        g('2021-05-24', 'First Round', 'x', 'y', 124, 128),
      ],
      false,
    );
    expect(b.rounds[0].series[0]).toMatchObject({
      winner: null,
      result: '1-1',
      decided_by: 'wins',
      note: 'Level after the 2 games the sources hold: the rest of the series is not in them',
    });
  });

  it('a two-game total-goal series: level on wins, decided on goals', () => {
    const b = drawBracket(
      [g('1927-03-29', 'Quarterfinals', 'x', 'y', 1, 1), g('1927-03-31', 'Quarterfinals', 'y', 'x', 0, 1)],
      true,
      { totalGoals: true },
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

  it('an NBA playoff of the 1950s: a tiebreaker before the bracket, then Division Finals and Finals', () => {
    // 1956-57 West (Basketball-Reference NBA_1957.html): St. Louis won a tiebreaker, then its Division Final.
    const b = drawBracket(
      [
        g('1957-03-16', 'Tiebreaker', 'stl', 'mnl', 114, 111),
        g('1957-03-21', 'Division Finals', 'mnl', 'stl', 109, 118),
        g('1957-03-22', 'Division Finals', 'stl', 'mnl', 106, 104),
        g('1957-03-21', 'Division Finals', 'bos', 'syr', 108, 90),
        g('1957-03-23', 'Division Finals', 'syr', 'bos', 80, 120),
        g('1957-03-30', 'Finals', 'bos', 'stl', 123, 125),
        g('1957-04-13', 'Finals', 'bos', 'stl', 125, 123),
        g('1957-04-14', 'Finals', 'stl', 'bos', 100, 110),
      ],
      true,
    );
    expect(b.layout).toBe('tree');
    expect(b.rounds.map((r) => [r.name, r.preliminary])).toEqual([
      ['Tiebreaker', true],
      ['Division Finals', false],
      ['Finals', false],
    ]);
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

/** A series result without games: `winner` beat `loser` w-l(-t) in a round of the given stage. */
const sr = (
  stage: number,
  round_name: string,
  winner: string,
  loser: string,
  [wins, losses, ties]: [number, number, number?],
  extra: Partial<BracketSeriesRow> = {},
): BracketSeriesRow => ({
  round_name,
  stage,
  series_code: null,
  winner: side(winner),
  loser: side(loser),
  wins,
  losses,
  ties: ties ?? 0,
  winner_goals: null,
  loser_goals: null,
  decided_by: 'wins',
  ...extra,
});

describe('drawSeriesBracket', () => {
  it('places each series in its stage, marks the teams that skipped a round, and has no games', () => {
    const b = drawSeriesBracket(
      [
        sr(1, 'Wild Card', 'c', 'd', [1, 0]),
        sr(2, 'Division Series', 'a', 'c', [3, 1]),
        sr(2, 'Division Series', 'b', 'e', [3, 2]),
        sr(3, 'World Series', 'a', 'b', [4, 3, 1]),
      ],
      true,
    );
    expect(b.layout).toBe('tree');
    expect(b.rounds.map((r) => r.name)).toEqual(['Wild Card', 'Division Series', 'World Series']);
    const ws = b.rounds[2].series[0];
    expect(ws).toMatchObject({
      winner: 'top',
      result: '4-3-1',
      top_figure: 4,
      bottom_figure: 3,
      note: '1 tied game',
    });
    expect(ws.games).toEqual([]);
    expect(
      b.rounds[1].series
        .flatMap((s) => [s.top, s.bottom])
        .filter((t) => t.bye)
        .map((t) => t.slug),
    ).toEqual(['a', 'b', 'e']);
  });

  it('a total-goal series is decided on goals; a team outside the league goes out without a slug', () => {
    const b = drawSeriesBracket(
      [
        sr(1, 'NHL Final', 'a', 'b', [1, 0, 1], { decided_by: 'goals', winner_goals: 5, loser_goals: 4 }),
        sr(1, 'PCHA Final', 'x', 'y', [2, 0], { decided_by: 'goals', winner_goals: 2, loser_goals: 0 }),
        sr(2, 'Stanley Cup Final', 'a', 'x', [3, 2]),
      ].map((r) =>
        r.winner.slug === 'x' || r.loser.slug === 'x'
          ? {
              ...r,
              winner: { ...r.winner, outside: r.winner.slug !== 'a' },
              loser: { ...r.loser, outside: true },
            }
          : r,
      ),
      true,
    );
    expect(b.rounds[0].series[0]).toMatchObject({
      decided_by: 'goals',
      result: '5-4 on total goals',
      top_figure: 5,
    });
    const final = b.rounds[1].series[0];
    expect(final.top.slug).toBe('a');
    expect(final.bottom).toMatchObject({ slug: null, name: 'X' });
  });

  it('a final that ended level has no winner; a lost series that played on makes a list that says why', () => {
    const abandoned = drawSeriesBracket([sr(1, 'Final', 'a', 'b', [2, 2, 1], { decided_by: 'none' })], false);
    expect(abandoned.rounds[0].series[0]).toMatchObject({ winner: null, result: '2-2-1, no winner' });
    const list = drawSeriesBracket(
      [
        sr(1, 'Final', 'a', 'b', [2, 0]),
        sr(2, 'Western Playoff', 'c', 'd', [2, 1]),
        sr(2, 'Semifinal', 'a', 'd', [2, 0]),
        sr(3, 'Cup Final', 'a', 'c', [2, 0]),
      ],
      true,
    );
    expect(list.layout).toBe('list');
    expect(list.note).toMatch(/two series at the same stage \(Western Playoff and Semifinal\)/);
  });
});
