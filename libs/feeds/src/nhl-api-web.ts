// The NHL's web API (api-web.nhle.com/v1): GET /schedule/<date> (a week of days, gameWeek[].games[]) and GET
// /gamecenter/<id>/landing (one game, with its goals by period in summary.scoring).
import { ianaZone, isoDate, isoInstant, localDateTime } from './local-time';
import type { FeedGame, FeedGameType, FeedParse, FeedSeries, FeedStatus, FeedTeam } from './model';
import { nhlLineScore, nhlOvertime, nhlPeriodName } from './nhl-periods';
import {
  GameSkip,
  type Json,
  gameScores,
  hasPlay,
  isRecord,
  needRecord,
  optCount,
  optDefault,
  optRecord,
  optString,
  readDays,
  readGames,
} from './read';

const FEED = 'nhl_api_web';

const GAME_TYPES: Record<number, FeedGameType> = {
  1: 'preseason',
  2: 'regular',
  3: 'postseason',
  4: 'allstar',
};

/** gameScheduleState first (PPD, SUSP, CNCL), then gameState; OVER (ended, not yet official) is final too. */
function nhlStatus(game: Json): FeedStatus {
  const schedule = optString(game['gameScheduleState']);
  if (schedule === 'PPD') return 'postponed';
  if (schedule === 'SUSP') return 'suspended';
  if (schedule === 'CNCL') return 'cancelled';
  const state = optString(game['gameState']);
  if (state === 'FUT' || state === 'PRE') return 'scheduled';
  if (state === 'LIVE' || state === 'CRIT') return 'live';
  if (state === 'FINAL' || state === 'OFF' || state === 'OVER') return 'final';
  throw new GameSkip(`unknown gameState ${JSON.stringify(game['gameState'] ?? null)}`);
}

/** gameState, and gameScheduleState when it is not the usual 'OK' ('FUT PPD'). */
function statusWords(game: Json): string | null {
  const schedule = optString(game['gameScheduleState']);
  const words = [optString(game['gameState']), schedule === 'OK' ? null : schedule].filter(Boolean);
  return words.length > 0 ? words.join(' ') : null;
}

/** The schedule names a team by place only (no commonName): nickname and display name are then null. */
function nhlTeam(value: unknown, what: string): FeedTeam {
  const team = needRecord(value, what);
  const feedId = optString(team['id']);
  if (feedId === null) throw new GameSkip(`no ${what} id`);
  const location = optDefault(team['placeName']);
  const nickname = optDefault(team['commonName']);
  return {
    feedId,
    abbreviation: optString(team['abbrev']),
    location,
    nickname,
    displayName: optDefault(team['name']) ?? (location && nickname ? `${location} ${nickname}` : null),
  };
}

/**
 * seriesStatus (playoffs) gives the wins by seed: each side's by matching the seeds' abbreviations. A playoff game
 * without it still has its number in the series as the last digit of its id (2022030181: round 1, series 8, game 1).
 */
function nhlSeries(game: Json, gameType: FeedGameType, id: string, home: FeedTeam, away: FeedTeam) {
  const status = optRecord(game['seriesStatus']);
  if (!status) {
    const fromId = /^\d{4}03\d{3}([1-7])$/.exec(id);
    return gameType === 'postseason'
      ? { round: null, gameNumber: fromId ? Number(fromId[1]) : null, homeWins: null, awayWins: null }
      : null;
  }
  const top = optString(status['topSeedTeamAbbrev']);
  const bottom = optString(status['bottomSeedTeamAbbrev']);
  const topWins = optCount(status['topSeedWins'], 'topSeedWins');
  const bottomWins = optCount(status['bottomSeedWins'], 'bottomSeedWins');
  const homeIsTop = top === home.abbreviation && bottom === away.abbreviation;
  const homeIsBottom = bottom === home.abbreviation && top === away.abbreviation;
  const series: FeedSeries = {
    round: optString(status['seriesTitle']) ?? optString(status['seriesAbbrev']),
    gameNumber: optCount(status['gameNumberOfSeries'], 'gameNumberOfSeries'),
    homeWins: homeIsTop ? topWins : homeIsBottom ? bottomWins : null,
    awayWins: homeIsTop ? bottomWins : homeIsBottom ? topWins : null,
  };
  return series;
}

/** One game of either endpoint; `dayDate` is the schedule day listing it (the date of last resort). */
function readNhlGame(value: unknown, dayDate: string | null): FeedGame {
  const game = needRecord(value, 'game');
  const feedGameId = optString(game['id']);
  if (feedGameId === null) throw new GameSkip('no game id');
  const gameType = GAME_TYPES[optCount(game['gameType'], 'gameType') ?? -1];
  if (!gameType) throw new GameSkip(`unknown gameType ${JSON.stringify(game['gameType'] ?? null)}`);
  const homeTeam = needRecord(game['homeTeam'], 'home team');
  const awayTeam = needRecord(game['awayTeam'], 'away team');
  const home = nhlTeam(homeTeam, 'home team');
  const away = nhlTeam(awayTeam, 'away team');
  const status = nhlStatus(game);
  const startTimeUtc = isoInstant(game['startTimeUTC']);
  const timeZone = ianaZone(game['venueTimezone']);
  const local = startTimeUtc && timeZone ? localDateTime(startTimeUtc, timeZone) : null;
  const localDate = local?.date ?? isoDate(game['gameDate']) ?? dayDate;
  if (localDate === null) throw new GameSkip('no date');
  const scores = gameScores(
    status,
    optCount(homeTeam['score'], 'home score'),
    optCount(awayTeam['score'], 'away score'),
  );
  const descriptor = optRecord(game['periodDescriptor']);
  const period = hasPlay(status) ? optCount(descriptor?.['number'], 'period') : null;
  const periodType = optString(descriptor?.['periodType']);
  const clock = optRecord(game['clock']);
  const intermission = status === 'live' && clock?.['inIntermission'] === true;
  const periodName = period ? nhlPeriodName(period, periodType) : null;
  const venueName = optDefault(game['venue']);
  return {
    feed: FEED,
    feedGameId,
    league: 'nhl',
    gameType,
    startTimeUtc,
    localDate,
    localTime: optString(game['gameScheduleState']) === 'TBD' ? null : (local?.time ?? null),
    timeZone,
    home,
    away,
    ...scores,
    status,
    statusDetail: statusWords(game),
    period,
    // In an intermission the clock is stopped at 0:00: we say which period ended ('End of 1st') and give no clock.
    periodLabel: periodName && intermission ? `End of ${periodName}` : periodName,
    clock:
      status === 'live' && !intermission && periodType !== 'SO' ? optString(clock?.['timeRemaining']) : null,
    overtime: status === 'final' ? nhlOvertime(game, period, periodType) : null,
    lineScore: nhlLineScore(game, { status, period, periodType, homeAbbrev: home.abbreviation, ...scores }),
    venue: venueName ? { name: venueName, city: optDefault(game['venueLocation']), state: null } : null,
    neutralSite: game['neutralSite'] === true,
    attendance: null,
    officials: [],
    series: nhlSeries(game, gameType, feedGameId, home, away),
    doubleheaderGame: null,
  };
}

const gameId = (value: unknown): string | null => (isRecord(value) ? optString(value['id']) : null);

/** Every game of every day of the payload's gameWeek. */
export function parseNhlSchedule(payload: unknown): FeedParse {
  return readDays(FEED, payload, 'gameWeek', readNhlGame, gameId);
}

/** The one game of a gamecenter landing payload. */
export function parseNhlLanding(payload: unknown): FeedParse {
  if (gameId(payload) === null) throw new Error(`${FEED}: landing payload has no game id`);
  return readGames(FEED, [payload], (game) => readNhlGame(game, null), gameId);
}
