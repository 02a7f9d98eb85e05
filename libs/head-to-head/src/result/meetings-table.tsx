// Every meeting: date (→ the game), season, where, regular season or round, both sides as named then, the score.
// The API sorts every meeting and answers one page of them (a pair can have 2,000 meetings); sort and page live in
// the URL, and each column's sort value is the API's (meetingSortValues), so the page reads in the API's order.
import type { HeadToHead, HeadToHeadGame, MeetingSortKey } from '@trophy-room/contract';
import { headToHeadParams, paths } from '@trophy-room/routes';
import { formatDay, meetingSortValues as by, overtimeHeading } from '@trophy-room/domain';
import {
  DataTable,
  PageLinks,
  sortFromParam,
  sortToParam,
  useUrlState,
  type DataColumn,
} from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

function columns(
  a: string,
  b: string,
  sportSlug: string,
): (DataColumn<HeadToHeadGame> & { id: MeetingSortKey })[] {
  return [
    {
      id: 'date',
      header: 'Date',
      value: by.date,
      cell: (g) => (
        <Link to={paths.game(g.id)} className="font-medium text-primary-800 tabular-nums hover:underline">
          {formatDay(g.game_date)}
        </Link>
      ),
    },
    { id: 'season', header: 'Season', value: by.season, cell: (g) => g.season.name },
    { id: 'site', header: 'Site', value: by.site },
    { id: 'type', header: 'Game', value: by.type },
    { id: 'a_name', header: a, value: by.a_name },
    { id: 'a_score', header: `${a} Score`, value: by.a_score, numeric: true },
    { id: 'b_score', header: `${b} Score`, value: by.b_score, numeric: true },
    { id: 'b_name', header: b, value: by.b_name },
    { id: 'result', header: 'Winner', value: by.result },
    { id: 'overtime', ...overtimeHeading(sportSlug), value: by.overtime },
  ];
}

export function MeetingsTable({ pair }: { pair: HeadToHead }) {
  const [values, setParams] = useUrlState(headToHeadParams);
  const cols = useMemo(
    () => columns(pair.a.name, pair.b.name, pair.sport.slug),
    [pair.a.name, pair.b.name, pair.sport.slug],
  );
  const pages = Math.max(1, Math.ceil(pair.games_count / pair.page_size));
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">Every Meeting</h2>
      <DataTable
        caption={`Every meeting of ${pair.a.name} and ${pair.b.name}`}
        columns={cols}
        rows={pair.games}
        rowKey={(g) => g.id}
        sort={sortFromParam(values.games)}
        onSortChange={(next) => setParams({ games: sortToParam(next), page: 1 })}
        csvFileName={`${pair.a.slug}-vs-${pair.b.slug}-games`}
      />
      <PageLinks page={pair.page} pages={pages} href={(p) => paths.headToHead({ ...values, page: p })} />
    </div>
  );
}
