// The search finds the record a visitor means, not the nearest spelling. Twenty famous names per sport, each with its
// expected FIRST hit (the first result of the first group, as the search page and the top bar's box show it), pinned
// — through the API on the full shipped dataset (run alone: data/ without the games and stat-line JSON the search
// never reads, testing/search-dataset.ts; in `npm test`: all of data/, loaded once for this, the fact suite and e2e,
// libs/db/src/testing.ts), on PGlite; on PostgreSQL too with DATABASE_URL and SEARCH_FAMOUS_PG=1 (schema
// trophy_search_test) — opt-in, since that load takes a minute or more where the test run's PostgreSQL is new. Each
// hit was checked to be the person or team a fan means, not only what the ranking gives: where the dataset lacks the
// obvious person (John Wooden and Adolph Rupp: college basketball coaches start in 1984; Jim Brown: NFL players start
// in 1970), another name was chosen.
import type { SearchResponse } from '@trophy-room/contract';
import { createDb, ensureLoaded, type Db } from '@trophy-room/db';
import { openFullDataset } from '@trophy-room/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDatasetDir } from '../testing/search-dataset';
import { buildTestApp } from '../testing/test-app';

const SITES = {
  hub: '',
  nfl: '&sport__slug=football&level__slug=professional',
  cfb: '&sport__slug=football&level__slug=college',
  nba: '&sport__slug=basketball&level__slug=professional',
  cbb: '&sport__slug=basketball&level__slug=college',
  mlb: '&sport__slug=baseball&level__slug=professional',
  nhl: '&sport__slug=hockey&level__slug=professional',
} as const;

/** [site, query, kind and slug of the first hit, who that is]. */
type Pin = [keyof typeof SITES, string, string, string];

const FAMOUS: Record<string, Pin[]> = {
  football: [
    ['nfl', 'brady', 'player:tom-brady', 'not Brady Smith (first name) nor Kyle Brady'],
    ['nfl', 'montana', 'player:joe-montana', ''],
    ['nfl', 'manning', 'player:peyton-manning', 'before Eli and Archie'],
    ['nfl', 'rice', 'player:jerry-rice', ''],
    ['nfl', 'payton', 'player:walter-payton', ''],
    ['nfl', 'elway', 'player:john-elway', ''],
    ['nfl', 'marino', 'player:dan-marino', 'not Todd Marinovich'],
    ['nfl', 'favre', 'player:brett-favre', ''],
    ['nfl', 'rodgers', 'player:aaron-rodgers', ''],
    ['nfl', 'mahomes', 'player:patrick-mahomes', ''],
    ['nfl', 'lawrence taylor', 'player:lawrence-taylor', ''],
    ['nfl', 'belichick', 'coach:bill-belichick', 'before Steve Belichick, a player of 1941'],
    ['nfl', 'lombardi', 'coach:vince-lombardi', 'before Rocky Lombardi, a player of 2024'],
    ['nfl', 'halas', 'coach:george-halas', ''],
    ['cfb', 'saban', 'coach:nick-saban', ''],
    ['hub', 'saban', 'coach:nick-saban', "Alabama's, before Lou Saban"],
    ['cfb', 'swinney', 'coach:dabo-swinney', ''],
    ['nfl', 'packers', 'team:green-bay-packers', ''],
    ['nfl', 'oilers', 'team:tennessee-titans', 'as the Houston Oilers, a former name'],
    [
      'nfl',
      'baltimore colts',
      'team:indianapolis-colts',
      'the Colts of 1953-83, not the Baltimore Colts of 1950',
    ],
  ],
  basketball: [
    ['hub', 'jordan', 'player:michael-jordan', 'not Jordan Staal, Eberle or Lyles (first names)'],
    ['nba', 'lebron', 'player:lebron-james', ''],
    ['nba', 'kareem', 'player:kareem-abdul-jabbar', ''],
    ['nba', 'bird', 'player:larry-bird', ''],
    ['nba', 'kobe', 'player:kobe-bryant', ''],
    ['nba', 'shaq', 'player:shaquille-oneal', ''],
    ['nba', 'russell', 'player:bill-russell-nba', "before Cazzie and D'Angelo"],
    ['nba', 'chamberlain', 'player:wilt-chamberlain', ''],
    ['nba', 'duncan', 'player:tim-duncan', ''],
    ['nba', 'curry', 'player:stephen-curry', 'before Dell Curry'],
    ['nba', 'durant', 'player:kevin-durant', ''],
    ['nba', 'jokic', 'player:nikola-jokic', ''],
    ['nba', 'auerbach', 'coach:red-auerbach', ''],
    ['nba', 'phil jackson', 'coach:phil-jackson', 'the coach of eleven titles before the player'],
    ['cbb', 'krzyzewski', 'coach:mike-krzyzewski', ''],
    ['cbb', 'izzo', 'coach:tom-izzo', ''],
    ['cbb', 'dean smith', 'coach:dean-smith', ''],
    ['cbb', 'knight', 'coach:bob-knight', 'before his son Pat'],
    ['nba', 'seattle supersonics', 'team:oklahoma-city-thunder', 'the former name'],
    ['nba', 'minneapolis lakers', 'team:los-angeles-lakers', 'the former name'],
  ],
  baseball: [
    ['hub', 'ruth', 'player:babe-ruth', ''],
    ['mlb', 'aaron', 'player:hank-aaron', 'not Aaron Judge (first name)'],
    ['mlb', 'mays', 'player:willie-mays', ''],
    ['mlb', 'mantle', 'player:mickey-mantle', ''],
    ['mlb', 'gehrig', 'player:lou-gehrig', ''],
    ['mlb', 'cobb', 'player:ty-cobb', ''],
    ['mlb', 'jeter', 'player:derek-jeter', ''],
    ['mlb', 'bonds', 'player:barry-bonds', 'before his father Bobby'],
    ['mlb', 'ohtani', 'player:shohei-ohtani', ''],
    ['mlb', 'trout', 'player:mike-trout', 'before Dizzy Trout'],
    ['mlb', 'ted williams', 'player:ted-williams', ''],
    ['mlb', 'dimaggio', 'player:joe-dimaggio', 'before Dom and Vince'],
    ['mlb', 'clemente', 'player:roberto-clemente', ''],
    ['mlb', 'koufax', 'player:sandy-koufax', ''],
    ['mlb', 'jackie robinson', 'player:jackie-robinson', ''],
    ['mlb', 'ripken', 'player:cal-ripken-jr', 'Cal Ripken Jr., 1981-2001'],
    ['mlb', 'griffey', 'player:ken-griffey-jr', 'Ken Griffey Jr., 1989-2010'],
    ['mlb', 'stengel', 'coach:casey-stengel', 'the manager of seven titles'],
    ['mlb', 'yankees', 'team:new-york-yankees', ''],
    ['mlb', 'expos', 'team:washington-nationals', 'as the Montreal Expos, a former name'],
  ],
  hockey: [
    ['hub', 'gretzky', 'player:wayne-gretzky', ''],
    ['nhl', 'lemieux', 'player:mario-lemieux', 'before Claude Lemieux'],
    ['nhl', 'orr', 'player:bobby-orr', ''],
    ['nhl', 'howe', 'player:gordie-howe', 'before Syd and Mark Howe'],
    ['nhl', 'crosby', 'player:sidney-crosby', ''],
    ['nhl', 'ovechkin', 'player:alex-ovechkin', ''],
    ['nhl', 'maurice richard', 'player:maurice-richard', ''],
    ['nhl', 'messier', 'player:mark-messier', ''],
    ['nhl', 'roy', 'player:patrick-roy', ''],
    ['nhl', 'hasek', 'player:dominik-hasek', ''],
    ['nhl', 'jagr', 'player:jaromir-jagr', ''],
    ['nhl', 'bowman', 'coach:scotty-bowman', 'the coach of nine Cups before any player Bowman'],
    ['nhl', 'beliveau', 'player:jean-beliveau', ''],
    ['nhl', 'plante', 'player:jacques-plante', ''],
    ['nhl', 'mcdavid', 'player:connor-mcdavid', ''],
    ['nhl', 'lidstrom', 'player:nicklas-lidstrom', ''],
    ['nhl', 'brodeur', 'player:martin-brodeur', ''],
    ['nhl', 'yzerman', 'player:steve-yzerman', ''],
    ['nhl', 'nordiques', 'team:colorado-avalanche', 'as the Quebec Nordiques, a former name'],
    ['nhl', 'hartford whalers', 'team:carolina-hurricanes', 'the former name'],
  ],
};

const url = process.env.SEARCH_FAMOUS_PG === '1' ? process.env.DATABASE_URL : undefined;

async function openPostgres(url: string): Promise<Db> {
  const db = await createDb({ url, pgSchema: 'trophy_search_test' });
  await ensureLoaded(db, { dataDir: searchDatasetDir() });
  return db;
}

/** Each backend with the dataset loaded. */
const backends: [string, () => Promise<Db>][] = [
  ['PGlite', () => openFullDataset(searchDatasetDir())],
  ...(url ? ([['PostgreSQL', () => openPostgres(url)]] as [string, () => Promise<Db>][]) : []),
];

describe.each(backends)('famous names on the full dataset (%s)', (_, open) => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    app = await buildTestApp({ db });
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  for (const [sport, pins] of Object.entries(FAMOUS)) {
    it(`${sport}: twenty names, each first hit pinned`, async () => {
      expect(pins).toHaveLength(20);
      const got: string[] = [];
      for (const [site, q] of pins) {
        const res = await app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}${SITES[site]}` });
        const body = res.json() as SearchResponse;
        const first = body.groups[0];
        got.push(first ? `${first.kind}:${first.results[0]?.slug}` : '(nothing)');
      }
      // All at once, so a change of ranking shows every name it moved.
      expect(pins.map(([site, q], i) => `${site} ${q} → ${got[i]}`)).toEqual(
        pins.map(([site, q, hit]) => `${site} ${q} → ${hit}`),
      );
    });
  }

  it('says which former name matched, and keeps typos forgiven', async () => {
    const oilers = (await app.inject({ url: `/api/search/?q=oilers${SITES.nfl}` })).json() as SearchResponse;
    expect(oilers.groups[0].results[0]).toMatchObject({
      name: 'Tennessee Titans',
      matched_name: 'Houston Oilers',
    });
    for (const [q, slug] of [
      ['micheal jordon', 'michael-jordan'],
      ['gretsky', 'wayne-gretzky'],
      ['lebrn jams', 'lebron-james'],
    ]) {
      const r = (
        await app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}` })
      ).json() as SearchResponse;
      expect(r.groups[0]?.results[0]?.slug, q).toBe(slug);
    }
  });
});
