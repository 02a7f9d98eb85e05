// MLB StatsAPI (statsapi.mlb.com): GET /api/v1/schedule?date= (dates[].games[]) and GET /api/v1.1/game/<pk>/feed/live
// (gameData + liveData). Both are read into the same parts, then into one FeedGame by the same rules.
import { ianaZone, isoDate, isoInstant, localDateTime } from './local-time';
import type { FeedGame, FeedParse, FeedTeam } from './model';
import {
  MLB_GAME_TYPES,
  MLB_ROUNDS,
  inningLabel,
  mlbAttendance,
  mlbLineScore,
  mlbStatus,
  mlbTeam,
  mlbVenue,
} from './mlb-rules';
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
  readDays,
  readGames,
} from './read';

const FEED = 'mlb_statsapi';

/** What both endpoints give, each from its own place. */
interface MlbParts {
  gamePk: unknown;
  gameType: unknown;
  status: Json;
  gameDate: unknown;
  officialDate: unknown;
  /** The day the game was scheduled for: the schedule's day listing it, the live feed's datetime.originalDate. */
  scheduledDay: string | null;
  zone: unknown;
  home: FeedTeam;
  away: FeedTeam;
  homeScore: unknown;
  awayScore: unknown;
  linescore: Json | null;
  scheduledInnings: unknown;
  venue: FeedGame['venue'];
  attendance: number | null;
  officials: string[];
  doubleHeader: unknown;
  gameNumber: unknown;
  seriesDescription: unknown;
  seriesGameNumber: unknown;
}

function mlbGame(parts: MlbParts): FeedGame {
  const feedGameId = optString(parts.gamePk);
  if (feedGameId === null) throw new GameSkip('no gamePk');
  const typeCode = optString(parts.gameType) ?? '';
  const gameType = MLB_GAME_TYPES[typeCode];
  if (!gameType) throw new GameSkip(`unknown gameType ${JSON.stringify(parts.gameType ?? null)}`);
  const status = mlbStatus(parts.status);
  const startTimeUtc = isoInstant(parts.gameDate);
  const timeZone = ianaZone(parts.zone);
  const local = startTimeUtc && timeZone ? localDateTime(startTimeUtc, timeZone) : null;
  // officialDate is MLB's local date of the game, but a postponed game's officialDate already names the day it was
  // moved to: such a game is dated by the day it was postponed from.
  const localDate =
    (status === 'postponed' ? parts.scheduledDay : null) ??
    isoDate(parts.officialDate) ??
    local?.date ??
    parts.scheduledDay;
  if (localDate === null) throw new GameSkip('no date');
  const scores = gameScores(
    status,
    optCount(parts.homeScore, 'home score'),
    optCount(parts.awayScore, 'away score'),
  );
  const inning = hasPlay(status) ? optCount(parts.linescore?.['currentInning'], 'currentInning') : null;
  const scheduledInnings = optCount(parts.scheduledInnings, 'scheduledInnings') ?? 9;
  const detail = optString(parts.status['detailedState']);
  const reason = optString(parts.status['reason']);
  const doubleheader = ['Y', 'S'].includes(optString(parts.doubleHeader) ?? '');
  const gameNumber = doubleheader ? optCount(parts.gameNumber, 'gameNumber') : null;
  return {
    feed: FEED,
    feedGameId,
    league: 'mlb',
    gameType,
    startTimeUtc,
    localDate,
    // The schedule's venue has no zone: no local time then (rather than a guess), nor when the time is TBD.
    localTime: parts.status['startTimeTBD'] === true ? null : (local?.time ?? null),
    timeZone,
    home: parts.home,
    away: parts.away,
    ...scores,
    status,
    statusDetail: detail && reason ? `${detail}: ${reason}` : detail,
    period: inning,
    periodLabel: inningLabel(parts.linescore, inning, status),
    clock: null,
    overtime: status === 'final' && inning !== null && inning > scheduledInnings ? String(inning) : null,
    lineScore: hasPlay(status) ? mlbLineScore(parts.linescore) : null,
    venue: parts.venue,
    neutralSite: false,
    attendance: parts.attendance,
    officials: parts.officials,
    // A postseason game's round and number; the teams' records are not series wins, so the wins stay unknown.
    series:
      gameType === 'postseason'
        ? {
            round: optString(parts.seriesDescription) ?? MLB_ROUNDS[typeCode] ?? null,
            gameNumber: optCount(parts.seriesGameNumber, 'seriesGameNumber'),
            homeWins: null,
            awayWins: null,
          }
        : null,
    doubleheaderGame: gameNumber === 1 || gameNumber === 2 ? gameNumber : null,
  };
}

function scheduleGame(value: unknown, day: string | null): FeedGame {
  const game = needRecord(value, 'game');
  const teams = needRecord(game['teams'], 'teams');
  const home = needRecord(teams['home'], 'home team');
  const away = needRecord(teams['away'], 'away team');
  const venue = optRecord(game['venue']);
  return mlbGame({
    gamePk: game['gamePk'],
    gameType: game['gameType'],
    status: needRecord(game['status'], 'status'),
    gameDate: game['gameDate'],
    officialDate: game['officialDate'],
    scheduledDay: day,
    zone: optRecord(venue?.['timeZone'])?.['id'],
    home: mlbTeam(home['team'], 'home team'),
    away: mlbTeam(away['team'], 'away team'),
    homeScore: home['score'],
    awayScore: away['score'],
    linescore: optRecord(game['linescore']),
    scheduledInnings: game['scheduledInnings'],
    venue: mlbVenue(venue),
    attendance: null,
    officials: [],
    doubleHeader: game['doubleHeader'],
    gameNumber: game['gameNumber'],
    seriesDescription: game['seriesDescription'],
    seriesGameNumber: game['seriesGameNumber'],
  });
}

function liveGame(value: unknown): FeedGame {
  const payload = needRecord(value, 'payload');
  const gameData = needRecord(payload['gameData'], 'gameData');
  const liveData = needRecord(payload['liveData'], 'liveData');
  const game = optRecord(gameData['game']);
  const datetime = optRecord(gameData['datetime']);
  const teams = needRecord(gameData['teams'], 'teams');
  const venue = optRecord(gameData['venue']);
  const linescore = optRecord(liveData['linescore']);
  const runs = optRecord(linescore?.['teams']);
  const boxscore = optRecord(liveData['boxscore']);
  return mlbGame({
    gamePk: payload['gamePk'] ?? game?.['pk'],
    gameType: game?.['type'],
    status: needRecord(gameData['status'], 'status'),
    gameDate: datetime?.['dateTime'],
    officialDate: datetime?.['officialDate'],
    scheduledDay: isoDate(datetime?.['originalDate']),
    zone: optRecord(venue?.['timeZone'])?.['id'],
    home: mlbTeam(teams['home'], 'home team'),
    away: mlbTeam(teams['away'], 'away team'),
    homeScore: optRecord(runs?.['home'])?.['runs'],
    awayScore: optRecord(runs?.['away'])?.['runs'],
    linescore,
    scheduledInnings: linescore?.['scheduledInnings'],
    venue: mlbVenue(venue),
    attendance: mlbAttendance(boxscore, optRecord(gameData['gameInfo'])),
    officials: optArray(boxscore?.['officials'], 'officials')
      .map((entry) => optString(optRecord(optRecord(entry)?.['official'])?.['fullName']))
      .filter((name): name is string => name !== null),
    doubleHeader: game?.['doubleHeader'],
    gameNumber: game?.['gameNumber'],
    seriesDescription: game?.['seriesDescription'],
    seriesGameNumber: game?.['seriesGameNumber'],
  });
}

const schedulePk = (value: unknown): string | null => (isRecord(value) ? optString(value['gamePk']) : null);

/** Every game of every date of the payload. */
export function parseMlbSchedule(payload: unknown): FeedParse {
  return readDays(FEED, payload, 'dates', scheduleGame, schedulePk);
}

/** The one game of a live feed (GUMBO) payload. */
export function parseMlbGame(payload: unknown): FeedParse {
  if (!isRecord(payload) || !isRecord(payload['gameData']) || !isRecord(payload['liveData'])) {
    throw new Error(`${FEED}: live feed payload has no gameData and liveData`);
  }
  const pk = (value: unknown) =>
    isRecord(value)
      ? optString(value['gamePk'] ?? optRecord(optRecord(value['gameData'])?.['game'])?.['pk'])
      : null;
  return readGames(FEED, [payload], liveGame, pk);
}
