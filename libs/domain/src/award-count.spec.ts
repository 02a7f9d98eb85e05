import { describe, expect, it } from 'vitest';
import { allStarSelections, mvpAwards } from './award-count';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('award counts, each award by itself', () => {
  it('counts only the regular-season MVP: never a Finals, series, All-Star Game or other MVP', () => {
    const nba = named(
      'NBA Most Valuable Player',
      'NBA Finals Most Valuable Player',
      'NBA Most Valuable Player',
    );
    expect(mvpAwards('nba', nba)).toBe(2);
    const mlb = named(
      'Most Valuable Player',
      'World Series MVP',
      'ALCS MVP',
      'All-Star Game MVP',
      'TSN Guide MVP',
    );
    expect(mvpAwards('mlb', mlb)).toBe(1);
    expect(mvpAwards('nhl', named('Hart Memorial Trophy', 'Conn Smythe Trophy'))).toBe(1);
  });

  it("the NFL's is the AP's: a Super Bowl MVP is not one; null where the sources hold none", () => {
    expect(mvpAwards('nfl', named('Super Bowl MVP', 'AP NFL Most Valuable Player'))).toBe(1);
    expect(mvpAwards('nfl', named('Super Bowl MVP'))).toBe(0);
    expect(mvpAwards('ncaa-football', [])).toBeNull();
  });

  it("counts only the league's All-Star selections: not The Sporting News' or Baseball Magazine's lists", () => {
    expect(allStarSelections('nba', named('NBA All-Star', 'All-NBA First Team', 'NBA All-Star'), null)).toBe(
      2,
    );
    const mlb = named('TSN All-Star', 'MLB All-Star', 'Baseball Magazine All-Star', 'MLB All-Star');
    expect(allStarSelections('mlb', mlb, null)).toBe(2);
    expect(allStarSelections('nhl', named('NHL First All-Star Team'), null)).toBeNull();
    expect(allStarSelections('nfl', [], 14)).toBe(14);
  });
});
