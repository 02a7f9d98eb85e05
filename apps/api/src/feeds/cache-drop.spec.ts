// Which cached answers and pages a feed change drops: the games, tables and records it changed, and nothing else.
import { describe, expect, it } from 'vitest';
import { emptyChange } from './batch';
import { apiAnswerChanged, pageChanged } from './cache-drop';
import { feedsFromEnv, DEFAULT_BASE_URLS } from './updater';

const change = {
  ...emptyChange(),
  leagues: ['nhl'],
  teams: ['toronto-maple-leafs'],
  games: ['nhl-2026-10-11-bos-tor'],
};

describe('cache drop', () => {
  it('drops the games, the standings, the touched teams and the core figures', () => {
    for (const key of [
      '/api/games/games/live/??',
      '/api/games/games/:key/?key=nhl-2026-10-11-bos-tor?',
      '/api/games/standings/??season=2026&sport__slug=hockey',
      '/api/teams/teams/??page_size=500',
      '/api/teams/teams/:key/seasons/?key=toronto-maple-leafs?',
      '/api/teams/teams/:key/?key=toronto-maple-leafs?',
      '/api/core/data-quality/??',
      '/api/championships/championships/??page_size=500',
    ])
      expect(apiAnswerChanged(key, change), key).toBe(true);
  });
  it('keeps people, leaders, awards, titles, search and the teams not touched', () => {
    for (const key of [
      '/api/people/players/:key/?key=auston-matthews?',
      '/api/leaders/??sport__slug=hockey',
      '/api/awards/awards/??',
      '/api/championships/championships/:key/?key=stanley-cup?',
      '/api/search/??q=leafs',
      '/api/teams/teams/:key/seasons/?key=montreal-canadiens?',
    ])
      expect(apiAnswerChanged(key, change), key).toBe(false);
  });
  it('drops the pages of scores, tables and the touched teams, on every site', () => {
    for (const path of [
      '/',
      '/scores',
      '/scores/nhl-2026-10-11-bos-tor',
      '/standings?season=2026',
      '/teams/toronto-maple-leafs/2026',
      '/data-quality',
    ])
      expect(pageChanged(`http://nhl.localhost:5184${path}`, change), path).toBe(true);
    for (const path of [
      '/players/auston-matthews',
      '/teams/montreal-canadiens',
      '/championships/stanley-cup',
      '/leaders',
    ])
      expect(pageChanged(`http://nhl.localhost:5184${path}`, change), path).toBe(false);
  });
});

describe('FEEDS', () => {
  it('is off by default: no league, so nothing is fetched', () => {
    expect(feedsFromEnv({})).toEqual({ leagues: [], baseUrls: DEFAULT_BASE_URLS });
  });
  it('names leagues, with one base URL for a fake, and refuses an unknown one', () => {
    const f = feedsFromEnv({ FEEDS: 'nhl, MLB,nfl', FEEDS_BASE_URL: 'http://127.0.0.1:9/' });
    expect(f.leagues).toEqual(['nhl', 'mlb', 'nfl']);
    expect(Object.values(f.baseUrls)).toEqual([
      'http://127.0.0.1:9',
      'http://127.0.0.1:9',
      'http://127.0.0.1:9',
    ]);
    expect(() => feedsFromEnv({ FEEDS: 'xfl' })).toThrow(/unknown league xfl/);
  });
});
