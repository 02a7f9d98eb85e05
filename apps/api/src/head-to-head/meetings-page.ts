// One page of a pair's meetings in the order asked for: sorted over every meeting (by the same values and text
// comparison as the table that shows them), then sliced. A page past the last is the last.
import {
  HEAD_TO_HEAD_PAGE_SIZE,
  type HeadToHeadGame,
  type MeetingSort,
  type MeetingSortKey,
} from '@trophy-room/contract';
import { compareText, meetingSortValues } from '@trophy-room/domain';

const compare = (x: string | number, y: string | number) =>
  typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));

/** `games` oldest first; equal values keep that order, missing values go last in either direction. */
export function sortMeetings(games: HeadToHeadGame[], sort: MeetingSort | undefined): HeadToHeadGame[] {
  if (!sort) return games;
  const value = meetingSortValues[sort.replace(/^-/, '') as MeetingSortKey];
  const sign = sort.startsWith('-') ? -1 : 1;
  return games
    .map((game, index) => ({ game, index, v: value(game) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === b.v ? a.index - b.index : a.v === null ? 1 : -1;
      return sign * compare(a.v, b.v) || a.index - b.index;
    })
    .map((r) => r.game);
}

export function meetingsPage(games: HeadToHeadGame[], sort: MeetingSort | undefined, asked = 1) {
  const pages = Math.max(1, Math.ceil(games.length / HEAD_TO_HEAD_PAGE_SIZE));
  const page = Math.min(asked, pages);
  const sorted = sortMeetings(games, sort);
  return {
    games_count: games.length,
    page,
    page_size: HEAD_TO_HEAD_PAGE_SIZE,
    games: sorted.slice((page - 1) * HEAD_TO_HEAD_PAGE_SIZE, page * HEAD_TO_HEAD_PAGE_SIZE),
  };
}
