// Careers that began before the rosters (1970). Reference: Pro-Football-Reference player pages (seasons played) and
// its Super Bowl MVP list.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
beforeAll(() => {
  ({ ctx } = nflForSpec({ players: true }));
});

const playerNamed = (name: string) =>
  ctx
    .rows('players')
    .filter((p) => p.league === 'nfl' && ctx.get('people', String(p.person))?.full_name === name);

describe('nfl: careers that began before 1970', () => {
  it('takes the first season from NFL.com\'s "Years Played" for a rostered player', () => {
    // Johnny Unitas 1956-1973, Joe Namath 1965-1977, Len Dawson 1957-1975: one player each.
    for (const [name, first, last] of [
      ['Johnny Unitas', 1956, 1973],
      ['Joe Namath', 1965, 1977],
      ['Len Dawson', 1957, 1975],
    ] as const)
      expect(playerNamed(name).map((p) => [p.first_year, p.last_year])).toEqual([[first, last]]);
  });

  it('adds a pre-1970 profile without season lines, with its span', () => {
    // Fred Evans, Chicago Bears/Rockets 1946-1948 (the file's first profile).
    const [p] = ctx.rows('players').filter((x) => x.key === 'nfl:~nflcom-fredevans-2513736');
    expect(p).toMatchObject({ first_year: 1946, last_year: 1948, is_active: false });
  });

  it("keeps every pre-1970 season line's team", () => {
    const early = ctx
      .rows('player_seasons')
      .filter((l) => String(l.key).startsWith('nfl:') && Number(String(l.season).slice(4)) < 1970);
    expect(early.length).toBeGreaterThan(5000);
    expect(early.every((l) => l.team)).toBe(true);
  });

  it('links the MVPs of Super Bowls I-IV to their pages (Bart Starr by his career span: no roster before 1970)', () => {
    const mvp = (year: number) =>
      ctx.rows('awards').find((a) => a.name === 'Super Bowl MVP' && a.year === year);
    expect(mvp(1968)?.person).toBe(playerNamed('Joe Namath')[0].person);
    expect(mvp(1969)?.person).toBe(playerNamed('Len Dawson')[0].person);
    expect([mvp(1966)?.person, mvp(1967)?.person]).toEqual([
      playerNamed('Bart Starr')[0].person,
      playerNamed('Bart Starr')[0].person,
    ]);
  });
});

describe('nfl: the AP MVPs (hand/nfl/ap_mvp.csv)', () => {
  const ap = () => ctx.rows('awards').filter((a) => a.name === 'AP NFL Most Valuable Player');
  it('every season 1957-2025, each winner linked to his page where he has one', () => {
    expect(new Set(ap().map((a) => a.year)).size).toBe(2025 - 1957 + 1);
    const count = (name: string) => ap().filter((a) => a.person === playerNamed(name)[0]?.person).length;
    expect([
      count('Peyton Manning'),
      count('Tom Brady'),
      count('Aaron Rodgers'),
      count('Johnny Unitas'),
    ]).toEqual([5, 3, 4, 3]);
    // An unlinked winner is one with no page of that name (Jim Brown, Paul Hornung: careers before the sources').
    const unlinked = ap().filter((a) => !a.person);
    for (const a of unlinked)
      expect(playerNamed(String(a.recipient_name)), String(a.recipient_name)).toEqual([]);
    console.log(
      `AP MVPs unlinked (no page): ${[...new Set(unlinked.map((a) => a.recipient_name))].join(', ')}`,
    );
  });
});
