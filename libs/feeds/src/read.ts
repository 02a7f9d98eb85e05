// Reading an unknown payload: small typed getters that either return a value we trust or say why not. A game that
// lacks what we need throws a GameSkip; the adapters catch it per game, so one bad game never stops a payload.
import { isoDate } from './local-time';
import type { FeedGame, FeedName, FeedParse, FeedStatus } from './model';

export type Json = Record<string, unknown>;

/** Why one game of a payload could not be read (the message goes to `FeedParse.skipped`). */
export class GameSkip extends Error {}

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object at `value`, or null when it is anything else. */
export const optRecord = (value: unknown): Json | null => (isRecord(value) ? value : null);

/** The object at `value`; a game without it is skipped. */
export function needRecord(value: unknown, what: string): Json {
  if (!isRecord(value)) throw new GameSkip(`no ${what}`);
  return value;
}

/** A non-empty string (a number is written as one: ids), else null. */
export function optString(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** The `default` text of the NHL's localized strings ({ default: 'Kings', fr: … }). */
export const optDefault = (value: unknown): string | null => optString(optRecord(value)?.['default']);

/**
 * A count (score, period, attendance): a non-negative integer, or a string of digits (ESPN writes scores as '26').
 * Absent → null; anything else is not a count we can trust, so the game is skipped rather than half-read.
 */
export function optCount(value: unknown, what: string): number | null {
  if (value === undefined || value === null) return null;
  const count = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
    throw new GameSkip(`${what} is not a non-negative integer (${JSON.stringify(value)})`);
  }
  return count;
}

/** An array, or [] when absent; a game whose list is something else is skipped. */
export function optArray(value: unknown, what: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new GameSkip(`${what} is not a list`);
  return value;
}

/** The payload's top-level list: a payload without it is the wrong shape, which the caller logs and skips whole. */
export function payloadArray(payload: unknown, key: string, feed: FeedName, what: string): unknown[] {
  const list = isRecord(payload) ? payload[key] : undefined;
  if (!Array.isArray(list)) throw new Error(`${feed}: ${what} payload has no ${key} list`);
  return list;
}

/** Reads each game inside its own try: a game that fails is skipped whole, with one line naming feed, id, reason. */
export function readGames(
  feed: FeedName,
  items: readonly unknown[],
  read: (item: unknown) => FeedGame,
  idOf: (item: unknown) => string | null,
): FeedParse {
  const parse: FeedParse = { games: [], skipped: [] };
  for (const item of items) {
    try {
      parse.games.push(read(item));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      parse.skipped.push(`${feed} game ${idOf(item) ?? '(no id)'}: ${reason}`);
    }
  }
  return parse;
}

/** Concatenates the parses of the days (or dates) of one payload. */
const mergeParses = (parses: FeedParse[]): FeedParse => ({
  games: parses.flatMap((p) => p.games),
  skipped: parses.flatMap((p) => p.skipped),
});

/**
 * Every game of every day of a schedule (the NHL's gameWeek, MLB's dates): each day must hold a games list, and each
 * game is read with its day's date.
 */
export function readDays(
  feed: FeedName,
  payload: unknown,
  listKey: string,
  read: (game: unknown, date: string | null) => FeedGame,
  idOf: (item: unknown) => string | null,
): FeedParse {
  const days = payloadArray(payload, listKey, feed, 'schedule');
  return mergeParses(
    days.map((day) => {
      if (!isRecord(day) || !Array.isArray(day['games']))
        throw new Error(`${feed}: an entry of ${listKey} has no games list`);
      const date = isoDate(day['date']);
      return readGames(feed, day['games'], (game) => read(game, date), idOf);
    }),
  );
}

/** Whether the game has been played at least in part, so that scores, periods and a line score mean something. */
export const hasPlay = (status: FeedStatus): boolean =>
  status === 'live' || status === 'final' || status === 'suspended';

/**
 * Scores as the model holds them: null before the game and for a postponed or cancelled one (ESPN sends '0' for
 * those); a live or final game must give both, else it is skipped; a suspended one keeps them when given.
 */
export function gameScores(status: FeedStatus, home: number | null, away: number | null) {
  if (!hasPlay(status)) return { homeScore: null, awayScore: null };
  if (home === null || away === null) {
    if (status === 'suspended') return { homeScore: null, awayScore: null };
    throw new GameSkip(`${status} game without a score`);
  }
  return { homeScore: home, awayScore: away };
}

/** '1st', '2nd', '3rd', '4th' … '11th', '12th', '13th', '21st'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
