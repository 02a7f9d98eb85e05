// The feed adapters: pure functions from one parsed payload of a league's public live feed to our FeedGame model (no
// network, no database). A game that cannot be read is skipped with a message; a payload of the wrong shape throws.
import { ESPN_LEAGUES, parseEspnScoreboard } from './espn-site-api';
import { parseMlbGame, parseMlbSchedule } from './mlb-statsapi';
import type { FeedName, FeedParse } from './model';
import { parseNhlLanding, parseNhlSchedule } from './nhl-api-web';

export type {
  FeedGame,
  FeedGameType,
  FeedLeague,
  FeedLineScore,
  FeedName,
  FeedParse,
  FeedSeries,
  FeedStatus,
  FeedTeam,
} from './model';
export { parseEspnScoreboard } from './espn-site-api';
export { parseMlbGame, parseMlbSchedule } from './mlb-statsapi';
export { parseNhlLanding, parseNhlSchedule } from './nhl-api-web';

/** The file names of a saved-payload folder ESPN's scoreboards are read from: <league>.json. */
const ESPN_FILES = ['nfl', 'nhl', 'nba', 'ncaaf', 'ncaab', 'mens-college-basketball'];

/**
 * Reads one saved payload, choosing the adapter by its feed folder and file name: nhl_api_web schedule-<date>.json and
 * landing-<game id>.json; mlb_statsapi schedule*.json and game*.json (the live feed); espn_site_api <league>.json.
 * A file name we do not know throws, naming the file.
 */
export function parsePayload(feed: FeedName, fileName: string, payload: unknown): FeedParse {
  const name = fileName.split(/[\\/]/).pop() ?? fileName;
  if (feed === 'nhl_api_web') {
    if (/^schedule-\d{4}-\d{2}-\d{2}\.json$/.test(name)) return parseNhlSchedule(payload);
    if (/^landing-\d+\.json$/.test(name)) return parseNhlLanding(payload);
  } else if (feed === 'mlb_statsapi') {
    if (/^schedule.*\.json$/.test(name)) return parseMlbSchedule(payload);
    if (/^game.*\.json$/.test(name)) return parseMlbGame(payload);
  } else if (feed === 'espn_site_api') {
    const league = /^(.+)\.json$/.exec(name)?.[1];
    if (league && ESPN_FILES.includes(league)) return parseEspnScoreboard(payload, ESPN_LEAGUES[league]);
  }
  throw new Error(`${feed}: no adapter for the file ${fileName}`);
}
