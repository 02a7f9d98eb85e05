// The independent audit of every champion (the titles are what fans check first), over the generated data in data/ —
// what the site serves.
//
// checked-champions.csv lists every title of the eight competitions as checked by hand, row by row, against the
// public record (one row per title: championship, title year, winner as named that season, runner-up, score or series
// W-L / W-L-T; a season without a champion is simply absent; verified=no marks the finals after the auditor's reference
// lists, which stand on the one source the pipeline cites): Pro-Football-Reference (NFL champions 1920-1969, AFL 1960-1969 and AAFC 1946-1949 champions, Super Bowl history), Basketball-Reference (BAA/NBA
// Finals), Baseball-Reference (World Series), Hockey-Reference and the Hockey Hall of Fame (Stanley Cup Finals, and the Cups before the NHL, 1893-1917), the AP poll / BCS / CFP
// champion lists (college football: AP champion 1936-1997, BCS and CFP title game since 1998), the NCAA's men's
// basketball, Men's College World Series and Frozen Four records books. Names are as borne that season. The title
// counts below were counted from the same references, not from the data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvTable, type CsvRow as Rec } from '../testing/committed';
import { defaultOutDir } from '../write';

const read = (table: string): Rec[] => csvTable(defaultOutDir, table);

/** The checked list: championship slug → its titles as lines 'title year|winner|runner-up|score', oldest first. */
const checkedChampions = new Map<string, string[]>();
for (const c of parse(readFileSync(join(new URL('.', import.meta.url).pathname, 'checked-champions.csv')), {
  columns: true,
}) as Rec[])
  checkedChampions.set(c.championship, [
    ...(checkedChampions.get(c.championship) ?? []),
    [c.title_year, c.winner, c.runner_up, c.score].join('|'),
  ]);

const championships = read('championships');
const results = read('championship_results');
const teams = new Map(read('teams').map((t) => [t.id, t]));
const slugOf = new Map(championships.map((c) => [c.id, c.slug]));
const resultsOf = (slug: string) => results.filter((r) => slugOf.get(r.championship_id) === slug);

/** A result as one line of the checked list. */
function line(r: Rec): string {
  const score = r.series_result || (r.winner_score ? `${r.winner_score}-${r.runner_up_score}` : '');
  return [r.title_year, r.winner_name, r.runner_up_name, score].join('|');
}

describe('every champion agrees with the checked list', () => {
  for (const [slug, expected] of checkedChampions) {
    it(slug, () => {
      const actual = resultsOf(slug)
        .filter((r) => r.winner_name)
        .sort((a, b) => Number(a.title_year) - Number(b.title_year))
        .map(line);
      expect(actual).toEqual(expected);
    });
  }

  it("covers all eight competitions (the NFL's four: the NFL, AAFC and AFL Championships and the Super Bowl)", () => {
    expect([...checkedChampions.keys()].sort()).toEqual(championships.map((c) => c.slug).sort());
  });

  it('seasons without a champion have none: 1919 Cup (influenza), 1904 and 1994 World Series, 2005 Cup, 2020', () => {
    const has = (slug: string, y: number) =>
      resultsOf(slug).some((r) => Number(r.title_year) === y && r.winner_team_id);
    expect(has('stanley-cup', 1919)).toBe(false);
    expect(has('stanley-cup', 2005)).toBe(false);
    expect(has('world-series', 1904)).toBe(false);
    expect(has('world-series', 1994)).toBe(false);
    expect(has('ncaa-mens-basketball-tournament', 2020)).toBe(false);
    expect(has('mens-college-world-series', 2020)).toBe(false);
    expect(has('frozen-four', 2020)).toBe(false);
  });
});

/** Titles of one franchise/programme (its current slug) in the given championships, one per season of the league. */
function titles(teamSlug: string, slugs: string[]): number {
  const seasons = new Set(
    results
      .filter((r) => slugs.includes(slugOf.get(r.championship_id)!))
      .filter((r) => teams.get(r.winner_team_id)?.slug === teamSlug)
      .map((r) => r.season_id || `title ${r.id}`), // a title before the league (no season) counts on its own
  );
  return seasons.size;
}

describe('title counts of well-known franchises and programmes', () => {
  const nfl = ['nfl-championship', 'super-bowl'];
  it.each([
    ['new-york-yankees', ['world-series'], 27],
    ['st-louis-cardinals', ['world-series'], 11],
    ['boston-red-sox', ['world-series'], 9],
    ['oakland-athletics', ['world-series'], 9],
    ['los-angeles-dodgers', ['world-series'], 9], // 1 in Brooklyn
    ['san-francisco-giants', ['world-series'], 8],
    ['boston-celtics', ['nba-finals'], 18],
    ['los-angeles-lakers', ['nba-finals'], 17], // 5 in Minneapolis
    ['golden-state-warriors', ['nba-finals'], 7], // 2 in Philadelphia
    ['chicago-bulls', ['nba-finals'], 6],
    ['green-bay-packers', nfl, 13], // 1966 and 1967 count once each
    ['chicago-bears', nfl, 9],
    ['new-york-giants', nfl, 8],
    ['tennessee-titans', ['afl-championship'], 2], // the Houston Oilers, 1960 and 1961
    ['cleveland-browns', ['aafc-championship', 'nfl-championship'], 8], // 4 AAFC, 4 NFL
    ['pittsburgh-steelers', ['super-bowl'], 6],
    ['new-england-patriots', ['super-bowl'], 6],
    ['san-francisco-49ers', ['super-bowl'], 5],
    ['dallas-cowboys', ['super-bowl'], 5],
  ] as const)('%s: %i', (team, slugs, n) => {
    expect(titles(team, [...slugs])).toBe(n);
  });

  it('Stanley Cups: Canadiens 24 (the 1916 NHA Cup, marked as before the NHL, and 23 in the NHL), Leafs 13, Red Wings 11', () => {
    const nhl = (slug: string) =>
      [...teams.values()].find((t) => t.slug === slug || t.slug === `nhl-${slug}`)?.slug ?? slug;
    expect(titles(nhl('montreal-canadiens'), ['stanley-cup'])).toBe(24);
    expect(titles(nhl('toronto-maple-leafs'), ['stanley-cup'])).toBe(13);
    expect(titles(nhl('detroit-red-wings'), ['stanley-cup'])).toBe(11);
    const preNhl = resultsOf('stanley-cup').filter((r) => r.era_note);
    expect(preNhl.map((r) => Number(r.title_year))).toEqual(Array.from({ length: 25 }, (_, i) => 1893 + i));
    expect(preNhl.every((r) => !r.season_id)).toBe(true);
  });

  it('college: UCLA 11 and Kentucky 8 NCAA titles, USC 12 and LSU 8 College World Series, Denver 10 Frozen Fours', () => {
    const college = (school: string, sport: string) => `${school}-${sport}`;
    expect(titles(college('ucla', 'basketball'), ['ncaa-mens-basketball-tournament'])).toBe(11);
    expect(titles(college('kentucky', 'basketball'), ['ncaa-mens-basketball-tournament'])).toBe(8);
    expect(titles(college('uconn', 'basketball'), ['ncaa-mens-basketball-tournament'])).toBe(6);
    expect(titles(college('usc', 'baseball'), ['mens-college-world-series'])).toBe(12);
    expect(titles(college('lsu', 'baseball'), ['mens-college-world-series'])).toBe(8);
    expect(titles(college('denver', 'hockey'), ['frozen-four'])).toBe(10);
    expect(titles(college('notre-dame', 'football'), ['college-football-national-championship'])).toBe(8);
  });
});
