// ESPN's site API scoreboard (site.api.espn.com/apis/site/v2/sports/<sport>/<league>/scoreboard): events[], each with
// one competition of two competitors. The same shape serves the NFL, NHL, NBA and college football and basketball.
import { ESPN_SPORTS, type EspnSport, espnLineScore, espnOvertime, espnProgress } from './espn-periods';
import { DEFAULT_ZONE, venueZone } from './espn-zones';
import { isoInstant, localDateTime } from './local-time';
import type {
  FeedGame,
  FeedGameType,
  FeedLeague,
  FeedParse,
  FeedSeries,
  FeedStatus,
  FeedTeam,
} from './model';
import {
  GameSkip,
  type Json,
  gameScores,
  hasPlay,
  isRecord,
  needRecord,
  optArray,
  optCount,
  optRecord,
  optString,
  payloadArray,
  readGames,
} from './read';

const FEED = 'espn_site_api';

/** ESPN's league slugs and abbreviations (leagues[0]), and our saved-payload file names, to our league slugs. */
export const ESPN_LEAGUES: Record<string, FeedLeague> = {
  nfl: 'nfl',
  nhl: 'nhl',
  nba: 'nba',
  'college-football': 'ncaa-football',
  ncaaf: 'ncaa-football',
  'mens-college-basketball': 'ncaa-basketball',
  ncaam: 'ncaa-basketball',
  ncaab: 'ncaa-basketball',
};

const STATUSES: Record<string, FeedStatus> = {
  STATUS_SCHEDULED: 'scheduled',
  STATUS_IN_PROGRESS: 'live',
  STATUS_HALFTIME: 'live',
  STATUS_END_PERIOD: 'live',
  STATUS_DELAYED: 'live',
  STATUS_POSTPONED: 'postponed',
  STATUS_SUSPENDED: 'suspended',
  STATUS_CANCELED: 'cancelled',
};

const SEASON_TYPES: Record<number, FeedGameType> = { 1: 'preseason', 2: 'regular', 3: 'postseason' };

function espnTeam(competitor: Json, what: string): FeedTeam {
  const team = needRecord(competitor['team'], what);
  const feedId = optString(team['id']);
  if (feedId === null) throw new GameSkip(`no ${what} id`);
  return {
    feedId,
    abbreviation: optString(team['abbreviation']),
    location: optString(team['location']),
    nickname: optString(team['name']),
    displayName: optString(team['displayName']),
  };
}

/**
 * A playoff series (competition.series of type 'playoff'): each side's wins by its team id; the round and the game's
 * number from the note ('East 1st Round - Game 3'). A postseason game without a series (the NFL's) keeps its note as
 * the round.
 */
function espnSeries(
  competition: Json,
  gameType: FeedGameType,
  home: FeedTeam,
  away: FeedTeam,
): FeedSeries | null {
  const headline = optString(optRecord(optArray(competition['notes'], 'notes')[0])?.['headline']);
  const note = headline ? /^(.*?)\s+-\s+Game\s+(\d+)$/i.exec(headline) : null;
  const series = optRecord(competition['series']);
  if (series?.['type'] !== 'playoff') {
    if (gameType !== 'postseason' || !headline) return null;
    return {
      round: note?.[1] ?? headline,
      gameNumber: note ? Number(note[2]) : null,
      homeWins: null,
      awayWins: null,
    };
  }
  const sides = optArray(series['competitors'], 'series competitors').map(optRecord);
  const winsOf = (team: FeedTeam) =>
    optCount(sides.find((side) => optString(side?.['id']) === team.feedId)?.['wins'], 'series wins');
  return {
    round: note?.[1] ?? optString(series['title']),
    gameNumber: note ? Number(note[2]) : null,
    homeWins: winsOf(home),
    awayWins: winsOf(away),
  };
}

function readEvent(
  value: unknown,
  league: FeedLeague,
  sport: EspnSport,
  payloadSeasonType: unknown,
): FeedGame {
  const event = needRecord(value, 'event');
  const feedGameId = optString(event['id']);
  if (feedGameId === null) throw new GameSkip('no event id');
  const competition = needRecord(optArray(event['competitions'], 'competitions')[0], 'competition');
  const seasonType = optCount(optRecord(event['season'])?.['type'] ?? payloadSeasonType, 'season type');
  if (seasonType === 4) throw new GameSkip('an off-season event (season type 4)');
  const gameType = SEASON_TYPES[seasonType ?? -1];
  if (!gameType) throw new GameSkip(`unknown season type ${JSON.stringify(seasonType)}`);
  const statusInfo = needRecord(event['status'] ?? competition['status'], 'status');
  const statusType = optRecord(statusInfo['type']);
  const statusName = optString(statusType?.['name']) ?? '';
  const status = statusName.startsWith('STATUS_FINAL') ? 'final' : STATUSES[statusName];
  if (!status) throw new GameSkip(`unknown status ${JSON.stringify(statusName)}`);
  const competitors = optArray(competition['competitors'], 'competitors').map(optRecord);
  const homeSide = needRecord(
    competitors.find((c) => c?.['homeAway'] === 'home'),
    'home team',
  );
  const awaySide = needRecord(
    competitors.find((c) => c?.['homeAway'] === 'away'),
    'away team',
  );
  const home = espnTeam(homeSide, 'home team');
  const away = espnTeam(awaySide, 'away team');
  const scores = gameScores(
    status,
    optCount(homeSide['score'], 'home score'),
    optCount(awaySide['score'], 'away score'),
  );
  const startTimeUtc = isoInstant(event['date'] ?? competition['date']);
  if (startTimeUtc === null) throw new GameSkip('no date');
  const venue = optRecord(competition['venue']);
  const address = optRecord(venue?.['address']);
  const timeZone = venueZone({
    state: optString(address?.['state']),
    country: optString(address?.['country']),
  });
  const local = localDateTime(startTimeUtc, timeZone ?? DEFAULT_ZONE);
  const progress = espnProgress(sport, status, statusInfo);
  const venueName = optString(venue?.['fullName']);
  const homeWon =
    scores.homeScore !== null && scores.awayScore !== null && scores.homeScore > scores.awayScore;
  return {
    feed: FEED,
    feedGameId,
    league,
    gameType,
    startTimeUtc,
    localDate: local.date,
    localTime: competition['timeValid'] === false ? null : local.time,
    timeZone,
    home,
    away,
    ...scores,
    status,
    statusDetail: statusName,
    period: progress.period,
    periodLabel: progress.periodLabel,
    clock: progress.clock,
    overtime: status === 'final' ? espnOvertime(sport, progress.period, progress.shootout) : null,
    lineScore: hasPlay(status)
      ? espnLineScore(sport, homeSide, awaySide, progress.shootout ? { homeWon } : null)
      : null,
    venue: venueName
      ? { name: venueName, city: optString(address?.['city']), state: optString(address?.['state']) }
      : null,
    neutralSite: competition['neutralSite'] === true,
    attendance: optCount(competition['attendance'], 'attendance') || null,
    officials: [],
    series: espnSeries(competition, gameType, home, away),
    doubleheaderGame: null,
  };
}

/** The league the payload names (leagues[0].slug, else its abbreviation), or null. */
function payloadLeague(payload: unknown): FeedLeague | null {
  const first =
    isRecord(payload) && Array.isArray(payload['leagues']) ? optRecord(payload['leagues'][0]) : null;
  const slug = optString(first?.['slug'])?.toLowerCase();
  const abbreviation = optString(first?.['abbreviation'])?.toLowerCase();
  return (slug && ESPN_LEAGUES[slug]) || (abbreviation && ESPN_LEAGUES[abbreviation]) || null;
}

/** Every event of a scoreboard; `league` overrides the one the payload names. */
export function parseEspnScoreboard(payload: unknown, league?: FeedLeague): FeedParse {
  const events = payloadArray(payload, 'events', FEED, 'scoreboard');
  const feedLeague = league ?? payloadLeague(payload);
  if (!feedLeague) throw new Error(`${FEED}: scoreboard payload names no league we read`);
  const sport = ESPN_SPORTS[feedLeague];
  if (!sport) throw new Error(`${FEED}: no scoreboard rules for ${feedLeague}`);
  const seasonType = isRecord(payload) ? optRecord(payload['season'])?.['type'] : undefined;
  const eventId = (value: unknown) => (isRecord(value) ? optString(value['id']) : null);
  return readGames(FEED, events, (event) => readEvent(event, feedLeague, sport, seasonType), eventId);
}
