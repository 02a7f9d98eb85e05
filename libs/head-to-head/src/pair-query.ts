// The pair's query from the page's URL: the two teams, and the sort ("games") and page of the meetings. A sort the
// table does not know is the default order (as before), and the page stays within what the API accepts.
import { headToHeadQueries } from '@trophy-room/api-client';
import { MAX_PAGE, MEETING_SORTS, type MeetingSort } from '@trophy-room/contract/values';

const isMeetingSort = (s: string): s is MeetingSort => (MEETING_SORTS as readonly string[]).includes(s);

export const pairQuery = ({ a, b, games, page }: { a: string; b: string; games: string; page: number }) =>
  headToHeadQueries.pair(a, b, {
    sort: isMeetingSort(games) ? games : undefined,
    page: Math.min(Math.max(1, page), MAX_PAGE),
  });
