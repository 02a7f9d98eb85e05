// The writer's cases over one fixture (a few rows of every kind the cases need, the first 160 lines). Over 300 lines
// for that reason: every case reads the same written output, which the fixture makes once.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { datasetArchive } from '@trophy-room/db/archive';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext, runModules } from './context';
import { core } from './sources/core';
import { writeDataset } from './write';
import { compareCodePoints } from './write-cells';
import { requiredStatements } from './write-reports';
import { slugTarget } from './write-tables';

const tmp = mkdtempSync(join(tmpdir(), 'trophy-write-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A build context with the core module's rows (leagues, sports, levels). */
function coreContext() {
  const ctx = createContext();
  runModules(ctx, [core]);
  return ctx;
}

function fixture() {
  const ctx = coreContext();
  ctx.add('sources', {
    key: 'hockey-databank',
    name: 'Hockey Databank',
    url: 'https://github.com/rippinrobr/hockey-databank',
    licence: 'Hockey Databank notice',
  });
  ctx.add('sources', {
    key: 'retrosheet',
    name: 'Retrosheet game logs',
    url: 'https://www.retrosheet.org',
    licence: 'Retrosheet notice',
  });
  ctx.add('teams', {
    key: 'nhl:WSH',
    slug: 'washington-capitals',
    league: 'nhl',
    name: 'Washington Capitals',
    city: 'Washington',
    abbreviation: 'WSH',
    is_active: true,
    founded_year: 1974,
    source: 'hockey-databank',
  });
  ctx.add('teams', {
    key: 'nhl:VEG',
    slug: 'vegas-golden-knights',
    league: 'nhl',
    name: 'Vegas Golden Knights',
    abbreviation: 'VEG',
    is_active: true,
    founded_year: 2017,
    source: 'hockey-databank',
  });
  // a dangling reference: league 'xfl' does not exist
  ctx.add('teams', {
    key: 'xfl:DC',
    slug: 'dc-defenders',
    league: 'xfl',
    name: 'DC Defenders',
    is_active: false,
    source: 'trophy-room',
  });
  ctx.add('seasons', {
    key: 'nhl:2017',
    slug: 'nhl-2017-18',
    league: 'nhl',
    start_year: 2017,
    end_year: 2018,
    name: '2017-18 NHL Season',
    champion_team: 'nhl:WSH',
    playoffs_end: '2018-06-07',
    source: 'hockey-databank',
  });
  ctx.add('team_seasons', {
    key: 'nhl:2017:WSH',
    team: 'nhl:WSH',
    season: 'nhl:2017',
    name: 'Washington Capitals',
    wins: 49,
    losses: 26,
    ot_losses: 7,
    points: 105,
    win_percentage: 0.5975609756097561,
    is_champion: true,
    playoff_position: 'champion',
    streak: '',
    stats: { gf: 259, ga: 239, note: 'has "quotes", commas' },
    derived_from_games: false,
    playoff_result: null,
    source: 'hockey-databank',
  });
  // same natural slug in different leagues, and a row whose natural slug equals a generated one
  ctx.add('people', {
    key: 'nhl:smithjo01',
    slug: 'john-smith',
    full_name: 'John Smith',
    birth_city: 'Toronto, Ontario',
    source: 'hockey-databank',
  });
  ctx.add('people', {
    key: 'mlb:smithjo01',
    slug: 'john-smith',
    full_name: 'John Smith',
    source: 'retrosheet',
  });
  ctx.add('people', {
    key: 'mlb:smithjo02',
    slug: 'john-smith',
    full_name: 'John Smith',
    source: 'retrosheet',
  });
  ctx.add('people', {
    key: 'mlb:smithjo03',
    slug: 'john-smith-mlb',
    full_name: 'John Smith-Mlb',
    source: 'retrosheet',
  });
  ctx.add('people', {
    key: 'nba:jose',
    slug: 'José Calderón',
    full_name: 'José Calderón',
    college: '',
    source: 'trophy-room',
  });
  ctx.add('games', {
    key: 'nhl:2018-06-07:WSH',
    slug: 'nhl-2018-06-07-wsh-veg',
    league: 'nhl',
    season: 'nhl:2017',
    game_date: '2018-06-07',
    home_team: 'nhl:VEG',
    away_team: 'nhl:WSH',
    home_score: 3,
    away_score: 4,
    status: 'final',
    is_playoff: true,
    round: 'Stanley Cup Final',
    attendance: '18529',
    source: 'hockey-databank',
  });
  ctx.add('games', {
    key: 'nhl:bad',
    slug: 'nhl-bad',
    league: 'nhl',
    game_date: '2018-02-30',
    home_score: 2.5,
    is_playoff: 'maybe',
    source: 'hockey-databank',
  });
  ctx.report({
    source: 'hockey-databank',
    file: 'hockey_databank/Teams.csv',
    line: 12,
    problem: 'example problem, with comma',
  });
  return ctx;
}

const table = (dir: string, name: string) => {
  const text = gunzipSync(readFileSync(join(dir, `${name}.csv.gz`))).toString('utf8');
  const [header, ...lines] = text.trimEnd().split('\n');
  return { header: header.split(','), lines, text };
};

describe('writeDataset', () => {
  const a = join(tmp, 'a');
  const b = join(tmp, 'b');
  const resA = writeDataset(fixture(), a);
  writeDataset(fixture(), b);

  it('is deterministic: the same input gives byte-identical files', () => {
    const files = readdirSync(a).sort();
    expect(files).toEqual(readdirSync(b).sort());
    expect(files).toContain('manifest.json');
    for (const f of files) expect(readFileSync(join(a, f)).equals(readFileSync(join(b, f))), f).toBe(true);
    // gzip header: mtime 0
    expect(readFileSync(join(a, 'teams.csv.gz')).readUInt32LE(4)).toBe(0);
  });

  it("keeps each game's published id by its slug; a new game takes the next id after the highest", () => {
    const c = join(tmp, 'c');
    const first = table(a, 'games').lines.map((l) => l.split(',').slice(0, 2));
    // The committed dataset had the second game as id 7 and a game no longer built as id 9.
    const before = new Map([
      [first[1][1], 7],
      ['nhl-1999-01-01-gone-away', 9],
    ]);
    writeDataset(fixture(), c, [], { games: { before } });
    const ids = table(c, 'games').lines.map((l) => l.split(',').slice(0, 2));
    expect(ids[1]).toEqual(['7', first[1][1]]);
    expect(ids[0]).toEqual(['10', first[0][1]]);
  });

  it('a game whose slug moved keeps its id; the game now holding that slug does not take it, unless pinned', () => {
    const game = (key: string, slug: string) => ({ key, slug, league: 'nhl', game_date: slug.slice(4, 14) });
    const build = (pinned: Map<string, number>) => {
      const ctx = coreContext();
      // Dated a day late before: the 13th's game was published as the 14th's (id 5), the 14th's as the 15th's (id 6).
      ctx.add('games', game('nhl:g:13', 'nhl-2021-01-13-van-edm'));
      ctx.add('games', game('nhl:g:14', 'nhl-2021-01-14-van-edm'));
      for (const [target, old] of [
        ['nhl:g:13', 'nhl-2021-01-14-van-edm'],
        ['nhl:g:14', 'nhl-2021-01-15-van-edm'],
        ['nhl:g:14', '9'],
      ])
        ctx.add('slug_redirects', {
          key: `games:${old}`,
          resource: 'games',
          old_slug: old,
          new_slug: slugTarget(target),
        });
      const dir = join(tmp, `chain-${pinned.size}`);
      // The committed data lost the 15th's slug: the 14th's slug held id 5 and the 13th's id 8.
      const before = new Map([
        ['nhl-2021-01-14-van-edm', 5],
        ['nhl-2021-01-13-van-edm', 8],
      ]);
      writeDataset(ctx, dir, [], { games: { before, pinned } });
      return table(dir, 'games').lines.map((l) => l.split(',').slice(0, 2).join(' '));
    };
    // Id 9 answers a redirect and id 8 was published: a new id comes after both.
    expect(build(new Map())).toEqual(['5 nhl-2021-01-13-van-edm', '10 nhl-2021-01-14-van-edm']);
    expect(build(new Map([['nhl-2021-01-14-van-edm', 6]]))).toEqual([
      '5 nhl-2021-01-13-van-edm',
      '6 nhl-2021-01-14-van-edm',
    ]);
  });

  it('every published id keeps answering: one no row holds redirects to the row its slug names now', () => {
    const ctx = coreContext();
    // One game listed twice was published as two (ids 3 and 4); now one, the other listing's slug redirecting to it.
    ctx.add('games', {
      key: 'chk:g:a',
      slug: 'chk-1950-02-13-bu-bc',
      league: 'nhl',
      game_date: '1950-02-13',
    });
    ctx.add('slug_redirects', {
      key: 'games:chk-1950-02-13-bc-bu',
      resource: 'games',
      old_slug: 'chk-1950-02-13-bc-bu',
      new_slug: slugTarget('chk:g:a'),
    });
    const dir = join(tmp, 'merged');
    const before = new Map([
      ['chk-1950-02-13-bu-bc', 3],
      ['chk-1950-02-13-bc-bu', 4],
      ['chk-1950-01-01-gone', 2],
    ]);
    const { issues } = writeDataset(ctx, dir, [], { games: { before } });
    const [id] = table(dir, 'games').lines.map((l) => Number(l.split(',')[0]));
    const redirects = table(dir, 'slug_redirects').lines.filter((l) => /,games,\d+,/.test(l));
    // The game holds one of its two ids; the other answers 301 to it. The id of a game gone for good is reported.
    expect([3, 4]).toContain(id);
    expect(redirects).toHaveLength(1);
    expect(redirects[0]).toContain(`,games,${7 - id},chk-1950-02-13-bu-bc,`);
    expect(issues.map((i) => i.problem)).toContain('id 2, published for chk-1950-01-01-gone, names no row');
  });

  it('writes columns in model order with id first and refs as <col>_id, ids in key order', () => {
    const t = table(a, 'leagues');
    expect(t.header).toEqual([
      'id',
      'slug',
      'name',
      'abbreviation',
      'sport_id',
      'level_id',
      'source_id',
      'data_as_of',
    ]);
    // keys sorted: mlb, nba, ncaa-baseball, ..., nfl, nhl; sports sorted: baseball(1) basketball(2) football(3) hockey(4)
    expect(t.lines[0]).toBe('1,mlb,Major League Baseball,MLB,1,2,3,');
    expect(t.lines[7]).toBe('8,nhl,National Hockey League,NHL,4,2,3,');
    expect(compareCodePoints('\uFFFF', '\u{1F600}')).toBeLessThan(0);
    expect(compareCodePoints('a', 'ab')).toBeLessThan(0);
  });

  it('reports dangling references and writes NULL', () => {
    const teams = table(a, 'teams');
    const dc = teams.lines.find((l) => l.includes('dc-defenders'))!;
    expect(dc.split(',')[2]).toBe(''); // league_id
    expect(
      resA.issues.some(
        (i) =>
          i.source === 'pipeline' && /xfl:DC: league references missing leagues key "xfl"/.test(i.problem),
      ),
    ).toBe(true);
    const issues = readFileSync(join(a, 'source-issues.csv'), 'utf8');
    expect(issues.split('\n')[0]).toBe('source,file,line,problem');
    expect(issues).toContain('hockey-databank,hockey_databank/Teams.csv,12,"example problem, with comma"');
  });

  it('makes slugs unique deterministically', () => {
    const people = table(a, 'people');
    const slugOf = (name: string) => people.lines.filter((l) => l.includes(name)).map((l) => l.split(',')[1]);
    // keys in order: mlb:smithjo01, mlb:smithjo02, mlb:smithjo03, nba:jose, nhl:smithjo01
    expect(people.lines.map((l) => l.split(',')[1])).toEqual([
      'john-smith',
      'john-smith-mlb-2',
      'john-smith-mlb',
      'jose-calderon',
      'john-smith-nhl',
    ]);
    expect(slugOf('Calderón')).toEqual(['jose-calderon']);
    expect(
      resA.issues.some((i) => /nba:jose: slug "José Calderón" is not lower-case kebab-case/.test(i.problem)),
    ).toBe(true);
  });

  it('a row whose slug moved yields its new slug to a row that published it, and the redirect names the result', () => {
    const ctx = coreContext();
    // nba:greenaj01 was published as 'a-j-green'; the one slug rule makes it 'aj-green', which nfl:greenaj00 holds.
    ctx.add('players', { key: 'nba:greenaj01', slug: 'aj-green', league: 'nba' });
    ctx.add('players', { key: 'nfl:greenaj00', slug: 'aj-green', league: 'nfl' });
    ctx.add('slug_redirects', {
      key: 'players:a-j-green',
      resource: 'players',
      old_slug: 'a-j-green',
      new_slug: slugTarget('nba:greenaj01'),
    });
    const dir = join(tmp, 'moved');
    writeDataset(ctx, dir);
    expect(table(dir, 'players').lines.map((l) => l.split(',')[1])).toEqual(['aj-green-nba', 'aj-green']);
    expect(table(dir, 'slug_redirects').lines).toEqual(['1,players,a-j-green,aj-green-nba,']);
  });

  it("a redirect is checked against its target's final slug: left out, and reported, when the target still has it", () => {
    const ctx = coreContext();
    ctx.add('players', { key: 'nfl:campbea00', slug: 'earl-campbell', league: 'nfl' });
    ctx.add('players', { key: 'nhl:campbea01', slug: 'earl-campbell', league: 'nhl' });
    ctx.add('players', { key: 'nhl:smithjo01', slug: 'john-smith', league: 'nhl' });
    // The NHL row was published as 'earl-campbell-nhl' (its slug now: it sorts after the NFL row, which keeps the
    // plain slug) and the lone John Smith as 'john-smith-nhl', which he lost (no namesake needs the suffix).
    for (const [old, target] of [
      ['earl-campbell-nhl', 'nhl:campbea01'],
      ['john-smith-nhl', 'nhl:smithjo01'],
    ])
      ctx.add('slug_redirects', {
        key: `players:${old}`,
        resource: 'players',
        old_slug: old,
        new_slug: slugTarget(target),
      });
    const dir = join(tmp, 'still-held');
    const res = writeDataset(ctx, dir);
    expect(table(dir, 'players').lines.map((l) => l.split(',')[1])).toEqual([
      'earl-campbell',
      'earl-campbell-nhl',
      'john-smith',
    ]);
    expect(table(dir, 'slug_redirects').lines).toEqual(['1,players,john-smith-nhl,john-smith,']);
    expect(res.issues.map((i) => i.problem)).toContain(
      'redirect left out: nhl:campbea01 still has the slug earl-campbell-nhl',
    );
  });

  it('a published slug keeps its holder; a newcomer sorted first by key gets a disambiguated slug', () => {
    const ctx = coreContext();
    // nhl:allenja01 published 'jake-allen'; nfl:allenja00 arrives later and sorts first by key.
    ctx.add('players', { key: 'nfl:allenja00', slug: 'jake-allen', league: 'nfl' });
    ctx.add('players', { key: 'nhl:allenja01', slug: 'jake-allen', league: 'nhl' });
    // the NHL's second Matt Martin published 'matt-martin-nhl', the first 'matt-martin'
    ctx.add('players', { key: 'nfl:martinma00', slug: 'matt-martin', league: 'nfl' });
    ctx.add('players', { key: 'nhl:martima01', slug: 'matt-martin', league: 'nhl' });
    ctx.add('players', { key: 'nhl:martima02', slug: 'matt-martin', league: 'nhl' });
    const dir = join(tmp, 'published');
    writeDataset(ctx, dir, [
      { table: 'players', slug: 'jake-allen', key: 'nhl:allenja01' },
      { table: 'players', slug: 'matt-martin', key: 'nhl:martima01' },
      { table: 'players', slug: 'matt-martin-nhl', key: 'nhl:martima02' },
    ]);
    expect(table(dir, 'players').lines.map((l) => l.split(',')[1])).toEqual([
      'jake-allen-nfl',
      'matt-martin-nfl',
      'jake-allen',
      'matt-martin',
      'matt-martin-nhl',
    ]);
  });

  it('encodes NULL, empty string, booleans, reals, json and quoted text for PostgreSQL CSV', () => {
    const ts = table(a, 'team_seasons');
    const cols = ts.header;
    const line = ts.lines[0];
    const cell = (c: string) => {
      // parse one CSV line (quoted fields may contain commas)
      const out: string[] = [];
      let i = 0;
      while (i <= line.length) {
        if (line[i] === '"') {
          let j = i + 1;
          let v = '';
          for (;;) {
            if (line[j] === '"' && line[j + 1] === '"') {
              v += '"';
              j += 2;
            } else if (line[j] === '"') break;
            else v += line[j++];
          }
          out.push(`"${v}"`);
          i = j + 2;
        } else {
          const j = line.indexOf(',', i);
          out.push(j < 0 ? line.slice(i) : line.slice(i, j));
          i = j < 0 ? line.length + 1 : j + 1;
        }
      }
      return out[cols.indexOf(c)];
    };
    expect(cell('wins')).toBe('49');
    expect(cell('ties')).toBe(''); // NULL
    expect(cell('streak')).toBe('""'); // empty string
    expect(cell('playoff_result')).toBe(''); // null → NULL
    expect(cell('is_champion')).toBe('t');
    expect(cell('derived_from_games')).toBe('f');
    expect(cell('win_percentage')).toBe('0.5975609756097561');
    expect(JSON.parse(cell('stats').slice(1, -1))).toEqual({
      gf: 259,
      ga: 239,
      note: 'has "quotes", commas',
    });
    expect(ts.text).toContain('"{""gf"":259,""ga"":239,""note"":""has \\""quotes\\"", commas""}"');
    const people = table(a, 'people');
    expect(people.text).toContain('"Toronto, Ontario"');
    // numeric strings are accepted for int columns; bad values are reported and written as NULL
    expect(table(a, 'games').lines.find((l) => l.includes('wsh-veg'))).toContain(',18529,');
    const bad = resA.issues.filter((i) => i.problem.startsWith('row nhl:bad:')).map((i) => i.problem);
    expect(bad).toEqual([
      'row nhl:bad: game_date expected date yyyy-mm-dd, got "2018-02-30"; written as NULL',
      'row nhl:bad: home_score expected integer, got 2.5; written as NULL',
      'row nhl:bad: is_playoff expected boolean, got "maybe"; written as NULL',
    ]);
  });

  it('writes manifest, coverage and SOURCES.md with the required statements verbatim', () => {
    const manifest = JSON.parse(readFileSync(join(a, 'manifest.json'), 'utf8'));
    expect(manifest.tables.teams.rows).toBe(3);
    expect(manifest.tables.games.sha256).toMatch(/^[0-9a-f]{64}$/);
    const cov = JSON.parse(readFileSync(join(a, 'coverage.json'), 'utf8'));
    expect(cov.leagues.nhl.teams).toEqual({ rows: 2, minYear: 1974, maxYear: 2017 });
    // Games of the league's one season: that season held, none missing.
    expect(cov.leagues.nhl.games).toEqual({
      rows: 2,
      minYear: 2017,
      maxYear: 2017,
      held: [[2017, 2017]],
      missing: [],
    });
    expect(cov.leagues.nhl.leagues.rows).toBe(1);
    const md = readFileSync(join(a, 'SOURCES.md'), 'utf8');
    for (const r of requiredStatements) expect(md).toContain(r.statement);
    expect(md).toContain(
      'The information used here was obtained free of charge from and is copyrighted by Retrosheet.  Interested parties may contact Retrosheet at "www.retrosheet.org".',
    );
    expect(md).toContain('https://github.com/rippinrobr/hockey-databank');
  });

  it('records the archive the server streams, and each table’s rows by what their sources allow', () => {
    const manifest = JSON.parse(readFileSync(join(a, 'manifest.json'), 'utf8'));
    const tar = datasetArchive(a, manifest.dataAsOf);
    expect(manifest.archive).toEqual({
      file: 'trophy-room-data.tar',
      bytes: tar.length,
      sha256: createHash('sha256').update(tar).digest('hex'),
    });
    // Two teams cite the fixture's Hockey Databank, whose licence here ("Hockey Databank notice") grants nothing in
    // words (unlicensed); the third is the project's own (CC BY-SA: open).
    expect(manifest.tables.teams.terms).toEqual({ open: 1, unlicensed: 2 });
    expect(manifest.files['datapackage.json'].sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
