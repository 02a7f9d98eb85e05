// Every meeting: date (→ the game), season, where, regular season or round, both sides as named then, the score.
// Sorted over every meeting, then paged (a pair can have 2,000 meetings); sort and page live in the URL.
import type { HeadToHead, HeadToHeadGame } from '@trophy-room/contract';
import { formatDay, headToHeadParams, paths } from '@trophy-room/routes';
import {
  DataTable,
  PageLinks,
  sortFromParam,
  sortRows,
  sortToParam,
  useUrlState,
  type DataColumn,
} from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { gameTypeText, siteText } from '../format';

/** Meetings per page. */
export const MEETINGS_PAGE_SIZE = 100;

function columns(a: string, b: string): DataColumn<HeadToHeadGame>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      value: (g) => g.game_date,
      cell: (g) => (
        <Link to={paths.game(g.id)} className="font-medium text-primary-800 tabular-nums hover:underline">
          {formatDay(g.game_date)}
        </Link>
      ),
    },
    { id: 'season', header: 'Season', value: (g) => g.season.name },
    { id: 'site', header: 'Site', value: siteText },
    { id: 'type', header: 'Game', value: gameTypeText },
    { id: 'a_name', header: a, value: (g) => g.a_name },
    { id: 'a_score', header: `${a} Score`, value: (g) => g.a_score, numeric: true },
    { id: 'b_score', header: `${b} Score`, value: (g) => g.b_score, numeric: true },
    { id: 'b_name', header: b, value: (g) => g.b_name },
    {
      id: 'result',
      header: 'Winner',
      value: (g) => (g.a_score > g.b_score ? g.a_name : g.b_score > g.a_score ? g.b_name : 'Tie'),
    },
    { id: 'overtime', header: 'OT', title: 'Overtime', value: (g) => g.overtime },
  ];
}

export function MeetingsTable({ pair }: { pair: HeadToHead }) {
  const [values, setParams] = useUrlState(headToHeadParams);
  const cols = useMemo(() => columns(pair.a.name, pair.b.name), [pair.a.name, pair.b.name]);
  const sort = sortFromParam(values.games);
  const sorted = useMemo(
    () => sortRows(pair.games, cols, sortFromParam(values.games)),
    [pair.games, cols, values.games],
  );
  const pages = Math.max(1, Math.ceil(sorted.length / MEETINGS_PAGE_SIZE));
  const page = Math.min(values.page, pages);
  const shown = sorted.slice((page - 1) * MEETINGS_PAGE_SIZE, page * MEETINGS_PAGE_SIZE);
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">Every Meeting</h2>
      <DataTable
        caption={`Every meeting of ${pair.a.name} and ${pair.b.name}`}
        columns={cols}
        rows={shown}
        rowKey={(g) => g.id}
        sort={sort}
        onSortChange={(next) => setParams({ games: sortToParam(next), page: 1 })}
        csvFileName={`${pair.a.slug}-vs-${pair.b.slug}-games`}
      />
      <PageLinks page={page} pages={pages} href={(p) => paths.headToHead({ ...values, page: p })} />
    </div>
  );
}
