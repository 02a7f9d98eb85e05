// History a fan can trust, pinned: names borne that season, one title-year rule, honest counts, defunct and missing
// finals.
import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, runModules, type Dataset } from '../context';
import { loadModules } from '../main';
import { auditSeries } from './audit-series';
import { borneIdentity } from './borne-name';
import { titleYear } from './title-year';

let ctx: Dataset;
// Every module, as `npm run dataset` runs them: a few minutes on a busy machine.
beforeAll(async () => {
  ctx = createContext();
  runModules(ctx, (await loadModules()).modules);
}, 900_000);

const results = (slug: string) =>
  ctx
    .rows('championship_results')
    .filter((r) => r.championship === ctx.rows('championships').find((c) => c.slug === slug)!.key);
const title = (slug: string, year: number) => {
  const found = results(slug).filter((r) => r.title_year === year);
  expect(found, `${slug} ${year}`).toHaveLength(1);
  return found[0];
};
const names = (slug: string, year: number) => [
  title(slug, year).winner_name,
  title(slug, year).runner_up_name,
];

describe('the title-year rule', () => {
  it('labels football and baseball by the season, basketball and hockey by the year the season ends', () => {
    expect(titleYear('football', { start_year: 1966, end_year: 1967 })).toBe(1966);
    expect(titleYear('baseball', { start_year: 2013, end_year: 2013 })).toBe(2013);
    expect(titleYear('basketball', { start_year: 1965, end_year: 1966 })).toBe(1966);
    expect(titleYear('hockey', { start_year: 1926, end_year: 1927 })).toBe(1927);
  });

  it('gives each championship one edition per title year: the NFL has 1965 and 1969, 1967 once', () => {
    for (const c of ctx.rows('championships')) {
      const years = results(String(c.slug)).map((r) => r.title_year);
      expect(new Set(years).size, String(c.slug)).toBe(years.length);
    }
    expect(title('nfl-championship', 1965).winner_name).toBe('Green Bay Packers');
    expect(title('nfl-championship', 1967).game_date).toBe('1967-12-31');
    expect(title('nfl-championship', 1969)).toMatchObject({
      winner_name: 'Minnesota Vikings',
      game_date: '1970-01-04',
    });
    expect(title('super-bowl', 1966)).toMatchObject({
      edition: 'I',
      winner_name: 'Green Bay Packers',
      game_date: '1967-01-15',
    });
  });

  it('streaks run in title years: UCLA 1967-1973, Celtics 1959-1966, Canadiens 1956-1960', () => {
    const run = (slug: string, team: string, from: number, to: number) => {
      for (let y = from; y <= to; y++) expect(title(slug, y).winner_team, `${slug} ${y}`).toBe(team);
      for (const y of [from - 1, to + 1])
        expect(results(slug).find((r) => r.title_year === y)?.winner_team).not.toBe(team);
    };
    run('ncaa-mens-basketball-tournament', 'ncaa-basketball:ucla', 1967, 1973);
    run('nba-finals', 'nba:BOS', 1959, 1966);
    run('stanley-cup', 'nhl:MTL', 1956, 1960);
  });

  it('poll-era college football titles carry their season: 1966 is Notre Dame', () => {
    expect(title('college-football-national-championship', 1966).winner_name).toBe('Notre Dame');
  });

  it('championships start and end in title years: NCAA tournament since 1939, NBA 1947, Cup 1918', () => {
    const span = (slug: string) => ctx.rows('championships').find((c) => c.slug === slug)!;
    expect(span('ncaa-mens-basketball-tournament').first_year).toBe(1939);
    expect(span('nba-finals').first_year).toBe(1947);
    expect(span('stanley-cup').first_year).toBe(1893); // the Cups before the NHL are in the list, marked as such
    expect(span('frozen-four').first_year).toBe(1948);
    expect(span('nfl-championship')).toMatchObject({
      first_year: 1920,
      last_year: 1969,
      successor_slug: 'super-bowl',
    });
    expect(span('nfl-championship').ended_note).toMatch(/1969 season.*merger/);
    expect(span('super-bowl').last_year).toBeNull();
  });
});

describe('names as they were', () => {
  it('Super Bowls V, XVIII and XXXIV', () => {
    expect(names('super-bowl', 1970)[0]).toBe('Baltimore Colts');
    expect(names('super-bowl', 1983)).toEqual(['Los Angeles Raiders', 'Washington Redskins']);
    expect(names('super-bowl', 1999)[0]).toBe('St. Louis Rams');
  });

  it('NBA Finals 1979, 1978, 1958 and 1956', () => {
    expect(names('nba-finals', 1979)[0]).toBe('Seattle SuperSonics');
    expect(names('nba-finals', 1978)[0]).toBe('Washington Bullets');
    expect(names('nba-finals', 1958)[0]).toBe('St. Louis Hawks');
    expect(names('nba-finals', 1956)[0]).toBe('Philadelphia Warriors');
  });

  it('World Series 1957, 1997, 2003, 2002 and 1924', () => {
    expect(names('world-series', 1957)[0]).toBe('Milwaukee Braves');
    expect(names('world-series', 1997)[0]).toBe('Florida Marlins');
    expect(names('world-series', 2003)[0]).toBe('Florida Marlins');
    expect(names('world-series', 2002)[0]).toBe('Anaheim Angels');
    expect(names('world-series', 1924)[0]).toBe('Washington Senators');
  });

  it('Stanley Cup 1927 and the NCAA tournament 1966, 1945 and 1946', () => {
    expect(names('stanley-cup', 1927)[0]).toBe('Ottawa Senators');
    expect(names('ncaa-mens-basketball-tournament', 1966)[0]).toBe('Texas Western');
    expect(names('ncaa-mens-basketball-tournament', 1945)[0]).toBe('Oklahoma A&M');
    expect(names('ncaa-mens-basketball-tournament', 1946)[0]).toBe('Oklahoma A&M');
  });

  it('the 1967 AFL Championship: Houston Oilers 7 at Oakland Raiders 40 (today Titans and Las Vegas Raiders)', () => {
    const g = ctx.rows('games').find((x) => x.slug === 'nfl-1967-12-31-hou-oak')!;
    expect(g).toMatchObject({ home_score: 40, away_score: 7, round: 'AFL Championship', is_playoff: true });
    const borne = (team: unknown) =>
      borneIdentity(
        ctx
          .rows('team_identities')
          .filter((i) => i.team === team)
          .map((i) => ({
            first_year: i.first_year as number | null,
            last_year: i.last_year as number | null,
            name: String(i.name),
          })),
        1967,
      )?.name;
    expect([borne(g.away_team), borne(g.home_team)]).toEqual(['Houston Oilers', 'Oakland Raiders']);
    expect(ctx.get('teams', String(g.home_team))!.name).toBe('Las Vegas Raiders');
    expect(ctx.get('teams', String(g.away_team))!.name).toBe('Tennessee Titans');
  });

  it('the lineage rule: the identity not yet ended; before the first, the earliest; after the last, none', () => {
    const raiders = [
      { first_year: 1960, last_year: 1981, name: 'Oakland Raiders' },
      { first_year: 1982, last_year: 1994, name: 'Los Angeles Raiders' },
      { first_year: 1995, last_year: null, name: 'Las Vegas Raiders' },
    ];
    expect(borneIdentity(raiders, 1967)?.name).toBe('Oakland Raiders');
    expect(borneIdentity(raiders, 1983)?.name).toBe('Los Angeles Raiders');
    expect(borneIdentity(raiders, 1950)?.name).toBe('Oakland Raiders');
    expect(borneIdentity(raiders.slice(0, 2), 2000)).toBeUndefined();
  });
});

describe('honest counts and results', () => {
  it('the Packers have 13 NFL titles: one per season, though 1966 and 1967 each have two trophies', () => {
    const gb = ctx.rows('championship_results').filter((r) => r.winner_team === 'nfl:GB');
    expect(gb).toHaveLength(15);
    expect(new Set(gb.map((r) => r.season)).size).toBe(13);
    expect(results('super-bowl').filter((r) => r.winner_team === 'nfl:GB')).toHaveLength(4);
  });

  it("every title season has its champion's season row: Texas Western 1965-66 (UTEP), Oregon 1938-39, the 2025 Dodgers", () => {
    const seasonRows = new Set(ctx.rows('team_seasons').map((r) => `${String(r.team)}|${String(r.season)}`));
    const missing = ctx
      .rows('championship_results')
      .filter(
        (r) => r.winner_team && r.season && !seasonRows.has(`${String(r.winner_team)}|${String(r.season)}`),
      );
    expect(missing).toEqual([]);
    const row = (slug: string, year: number) => {
      const r = title(slug, year);
      return ctx.rows('team_seasons').find((t) => t.team === r.winner_team && t.season === r.season);
    };
    expect(row('ncaa-mens-basketball-tournament', 1966)).toMatchObject({
      name: 'Texas Western',
      is_champion: true,
      head_coach_name: 'Don Haskins',
      wins: 28,
      losses: 1,
    });
    expect(row('ncaa-mens-basketball-tournament', 1939)).toMatchObject({
      name: 'Oregon',
      wins: 29,
      losses: 5,
    });
    expect(row('world-series', 2025)).toMatchObject({ name: 'Los Angeles Dodgers', wins: 93, losses: 69 });
  });

  it("every title game's loser has its season row too, with the final it lost: California 1959-60", () => {
    // Sports-Reference's school seasons (the basketball source) lack California 1959-60, Kansas State 1950-51 and
    // Bradley 1949-50, all national runners-up (NCAA: 1960 final, Ohio State 75, California 55).
    const seasonRows = new Set(ctx.rows('team_seasons').map((r) => `${String(r.team)}|${String(r.season)}`));
    const missing = ctx
      .rows('championship_results')
      .filter(
        (r) =>
          r.runner_up_team && r.season && !seasonRows.has(`${String(r.runner_up_team)}|${String(r.season)}`),
      );
    expect(missing).toEqual([]);
    const r = title('ncaa-mens-basketball-tournament', 1960);
    expect(
      ctx.rows('team_seasons').find((t) => t.team === r.runner_up_team && t.season === r.season),
    ).toMatchObject({
      name: 'California',
      is_champion: false,
      playoff_result: 'Lost National Final',
      wins: null,
    });
  });

  it('2013 World Series: Boston over St. Louis 4-2 (Lahman says 4-3), reported as corrected', () => {
    expect(title('world-series', 2013)).toMatchObject({
      winner_name: 'Boston Red Sox',
      series_result: '4-2',
    });
    expect(
      ctx
        .issues()
        .some((i) => /world-series 2013 series_result: source has 4-3, corrected to 4-2/.test(i.problem)),
    ).toBe(true);
  });

  it('every series result agrees with its final-series games where the data has them', () => {
    const { checked, bad } = auditSeries(ctx);
    expect(checked.length).toBeGreaterThan(15);
    expect(bad).toEqual([]);
  });
});

describe('the latest finals and the data-as-of date', () => {
  it('has the 2026 finals the sources give, and says which are missing', () => {
    expect(title('ncaa-mens-basketball-tournament', 2026)).toMatchObject({
      winner_name: 'Michigan',
      runner_up_name: 'UConn',
      winner_score: 69,
      runner_up_score: 63,
    });
    expect(title('college-football-national-championship', 2025)).toMatchObject({
      winner_name: 'Indiana',
      runner_up_name: 'Miami',
    });
    expect(title('nba-finals', 2026).game_date).toMatch(/^2026-06/);
    expect(title('stanley-cup', 2026).game_date).toMatch(/^2026-06/);
    expect(title('super-bowl', 2025).game_date).toBe('2026-02-08');
    const note = (slug: string) => ctx.rows('championships').find((c) => c.slug === slug)!.missing_note;
    expect(note('frozen-four')).toMatch(/2026 final .* not in the data/);
    expect(note('mens-college-world-series')).toMatch(/2026 .* not in the data/);
  });

  it('dates each league by the newest final game or championship final it holds', () => {
    const asOf = (l: string) => ctx.get('leagues', l)!.data_as_of;
    expect(asOf('nhl')).toBe('2026-06-14');
    expect(asOf('mlb')).toBe('2025-11-01');
    expect(asOf('ncaa-basketball')).toBe('2026-04-06');
  });
});
