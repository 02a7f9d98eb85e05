// The adapters on real payloads (third-party files, read in place, never copied here): the folder sits beside the
// repository at ../shared/data/live_feed_samples; where it is absent these tests are skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { byId, expectSound } from './fixtures/checks';
import { parsePayload, type FeedName, type FeedParse } from './index';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dir = resolve(repoRoot, '..', 'shared', 'data', 'live_feed_samples');

const read = (feed: FeedName, file: string): FeedParse =>
  parsePayload(feed, file, JSON.parse(readFileSync(resolve(dir, feed, file), 'utf8')));

const pair = (parse: FeedParse, away: string, home: string) =>
  parse.games.find((g) => [away, home].join('@') === [g.away.abbreviation, g.home.abbreviation].join('@'));

describe.skipIf(!existsSync(dir))('the real samples', () => {
  it('every payload parses whole: no game skipped, each game sound, every final line adding up to its score', () => {
    for (const feed of ['nhl_api_web', 'mlb_statsapi', 'espn_site_api'] as const) {
      for (const file of readdirSync(resolve(dir, feed)).filter((f) => f.endsWith('.json'))) {
        const parse = read(feed, file);
        expect(parse.skipped, `${feed}/${file}`).toEqual([]);
        expect(parse.games.length, `${feed}/${file}`).toBeGreaterThan(0);
        expectSound(parse);
      }
    }
  });

  it('NHL landing 2022030181: 2023-04-17 LAK 4 @ EDM 3 in overtime, a playoff game, dated in Edmonton', () => {
    const game = byId(read('nhl_api_web', 'landing-2022030181.json'), '2022030181');
    expect(game).toMatchObject({
      status: 'final',
      overtime: 'OT',
      gameType: 'postseason',
      awayScore: 4,
      homeScore: 3,
    });
    expect([game.away.abbreviation, game.home.abbreviation]).toEqual(['LAK', 'EDM']);
    expect([game.localDate, game.timeZone]).toEqual(['2023-04-17', 'America/Edmonton']);
    expect(game.lineScore?.periods).toEqual(['1', '2', '3', 'OT']);
  });

  it('NHL landing 2023020209: final SJS 0 @ VGK 5', () => {
    const game = byId(read('nhl_api_web', 'landing-2023020209.json'), '2023020209');
    expect(game).toMatchObject({
      status: 'final',
      overtime: null,
      awayScore: 0,
      homeScore: 5,
      localDate: '2023-11-10',
    });
    expect([game.away.abbreviation, game.home.abbreviation, game.home.displayName]).toEqual([
      'SJS',
      'VGK',
      'Vegas Golden Knights',
    ]);
  });

  it('NHL schedule 2023-11-11: the week all scheduled, with no scores', () => {
    const parse = read('nhl_api_web', 'schedule-2023-11-11.json');
    expect(parse.games).toHaveLength(12);
    for (const game of parse.games) {
      expect(game).toMatchObject({
        status: 'scheduled',
        homeScore: null,
        awayScore: null,
        localDate: '2023-11-11',
      });
    }
  });

  it('MLB schedule 2022-04-07: 9 games, 7 final with scores, 2 postponed (Red Sox at Yankees one of them)', () => {
    const parse = read('mlb_statsapi', 'schedule_date.json');
    expect(parse.games).toHaveLength(9);
    const finals = parse.games.filter((g) => g.status === 'final');
    expect(finals).toHaveLength(7);
    expect(finals.every((g) => g.homeScore !== null && g.awayScore !== null)).toBe(true);
    const postponed = parse.games.filter((g) => g.status === 'postponed');
    expect(postponed.map((g) => `${g.away.displayName} @ ${g.home.displayName}`)).toContain(
      'Boston Red Sox @ New York Yankees',
    );
    expect(postponed.every((g) => g.localDate === '2022-04-07' && g.homeScore === null)).toBe(true);
    const score = (away: string) => parse.games.find((g) => g.away.displayName === away);
    expect(score('Milwaukee Brewers')).toMatchObject({
      awayScore: 4,
      homeScore: 5,
      home: { displayName: 'Chicago Cubs' },
    });
    expect(score('New York Mets')).toMatchObject({
      awayScore: 5,
      homeScore: 1,
      home: { displayName: 'Washington Nationals' },
    });
  });

  it('MLB game 715720: 2022-11-03 HOU 3 @ PHI 2, World Series, nine innings adding up, attendance and umpires', () => {
    const game = byId(read('mlb_statsapi', 'game.json'), '715720');
    expect(game).toMatchObject({
      status: 'final',
      gameType: 'postseason',
      awayScore: 3,
      homeScore: 2,
      overtime: null,
    });
    expect([game.away.abbreviation, game.home.abbreviation, game.localDate]).toEqual([
      'HOU',
      'PHI',
      '2022-11-03',
    ]);
    expect(game.lineScore?.periods).toHaveLength(9);
    expect(game.attendance).toBeGreaterThan(0);
    expect(game.officials.length).toBeGreaterThan(0);
    expect(game.series).toMatchObject({ round: 'World Series', homeWins: null, awayWins: null });
  });

  it('ESPN nfl.json: 16 events, scheduled, live and final among them, NO @ ATL present', () => {
    const parse = read('espn_site_api', 'nfl.json');
    expect(parse.games).toHaveLength(16);
    expect(new Set(parse.games.map((g) => g.status))).toEqual(new Set(['scheduled', 'live', 'final']));
    expect(pair(parse, 'NO', 'ATL')).toMatchObject({
      league: 'nfl',
      localDate: '2022-09-11',
      timeZone: 'America/New_York',
    });
  });

  it('ESPN ncaaf.json: 25 events of college football; nhl.json: 10 events, all preseason', () => {
    const ncaaf = read('espn_site_api', 'ncaaf.json');
    expect(ncaaf.games).toHaveLength(25);
    expect(ncaaf.games.every((g) => g.league === 'ncaa-football')).toBe(true);
    const nhl = read('espn_site_api', 'nhl.json');
    expect(nhl.games).toHaveLength(10);
    expect(nhl.games.every((g) => g.league === 'nhl' && g.gameType === 'preseason')).toBe(true);
  });
});
