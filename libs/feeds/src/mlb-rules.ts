// MLB StatsAPI's words read as ours: game types, statuses, innings and their labels, and the line score.
import type { FeedGameType, FeedLineScore, FeedStatus, FeedTeam } from './model';
import { GameSkip, type Json, needRecord, optArray, optCount, optRecord, optString, ordinal } from './read';

export const MLB_GAME_TYPES: Record<string, FeedGameType> = {
  S: 'preseason', // spring training
  E: 'preseason', // exhibition
  R: 'regular',
  F: 'postseason', // wild card
  D: 'postseason', // division series
  L: 'postseason', // league championship series
  W: 'postseason', // World Series
  P: 'postseason', // playoffs (other formats)
  A: 'allstar',
};

/** The rounds as MLB's own gameTypes list names them, for the live feed, which has no seriesDescription. */
export const MLB_ROUNDS: Record<string, string> = {
  F: 'Wild Card',
  D: 'Division Series',
  L: 'League Championship Series',
  W: 'World Series',
  P: 'Playoffs',
};

/**
 * detailedState first: a postponed game is abstractGameState 'Final' (it is over for that day). Warmup and a delayed
 * start have not started: scheduled. Then abstractGameState: Preview → scheduled, Live (a rain delay too) → live,
 * Final → final.
 */
export function mlbStatus(status: Json): FeedStatus {
  const detailed = optString(status['detailedState']) ?? '';
  if (detailed.startsWith('Postponed')) return 'postponed';
  if (detailed.startsWith('Suspended')) return 'suspended';
  if (detailed.startsWith('Cancelled')) return 'cancelled';
  if (detailed === 'Scheduled' || detailed === 'Pre-Game' || detailed === 'Warmup') return 'scheduled';
  if (detailed.startsWith('Delayed Start')) return 'scheduled';
  const abstract = optString(status['abstractGameState']);
  if (abstract === 'Preview') return 'scheduled';
  if (abstract === 'Live') return 'live';
  if (abstract === 'Final') return 'final';
  throw new GameSkip(`unknown status ${JSON.stringify(abstract)} / ${JSON.stringify(detailed)}`);
}

/** The schedule names a team only ('Milwaukee Brewers'); the live feed adds abbreviation, locationName, teamName. */
export function mlbTeam(value: unknown, what: string): FeedTeam {
  const team = needRecord(value, what);
  const feedId = optString(team['id']);
  if (feedId === null) throw new GameSkip(`no ${what} id`);
  return {
    feedId,
    abbreviation: optString(team['abbreviation']),
    location: optString(team['locationName']),
    nickname: optString(team['teamName']),
    displayName: optString(team['name']),
  };
}

/** The venue's name, and its city and state (the two-letter abbreviation, as our venues hold them) when given. */
export function mlbVenue(value: unknown) {
  const venue = optRecord(value);
  const name = optString(venue?.['name']);
  if (!name) return null;
  const location = optRecord(venue?.['location']);
  return {
    name,
    city: optString(location?.['city']),
    state: optString(location?.['stateAbbrev']) ?? optString(location?.['state']),
  };
}

const HALVES: Record<string, string> = { Top: 'Top', Bottom: 'Bot', Middle: 'Mid', End: 'End' };

/** 'Top 7th', 'Mid 7th', 'Bot 7th', 'End 7th' while the game is on; a final's last inning as '9th', '12th'. */
export function inningLabel(
  linescore: Json | null,
  inning: number | null,
  status: FeedStatus,
): string | null {
  if (inning === null || inning === 0) return null;
  if (status === 'final') return ordinal(inning);
  const state = optString(linescore?.['inningState']) ?? optString(linescore?.['inningHalf']);
  const half = state ? HALVES[state] : undefined;
  return half ? `${half} ${ordinal(inning)}` : ordinal(inning);
}

/** One column per inning ('1' … '9', '10' …); a half not batted (the home 9th of a home win) is null. */
export function mlbLineScore(linescore: Json | null): FeedLineScore | null {
  const innings = optArray(linescore?.['innings'], 'linescore innings');
  if (innings.length === 0) return null;
  const line: FeedLineScore = { periods: [], home: [], away: [] };
  for (const value of innings) {
    const inning = needRecord(value, 'inning');
    const num = optCount(inning['num'], 'inning number');
    if (num === null) throw new GameSkip('an inning without a number');
    line.periods.push(String(num));
    line.home.push(optCount(optRecord(inning['home'])?.['runs'], 'home runs'));
    line.away.push(optCount(optRecord(inning['away'])?.['runs'], 'away runs'));
  }
  return line;
}

/** Attendance from the box score's 'Att' line ('45,693.'), else gameData.gameInfo; 0 is taken as not given. */
export function mlbAttendance(boxscore: Json | null, gameInfo: Json | null): number | null {
  const line = optArray(boxscore?.['info'], 'boxscore info')
    .map(optRecord)
    .find((entry) => entry?.['label'] === 'Att');
  const digits = optString(line?.['value'])?.replace(/[,.\s]/g, '');
  const attendance = optCount(
    digits && /^\d+$/.test(digits) ? digits : gameInfo?.['attendance'],
    'attendance',
  );
  return attendance === 0 ? null : attendance;
}
