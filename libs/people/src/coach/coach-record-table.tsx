// The coaching record by season: season, team as named that season (→ its team season), W-L(-T), playoff
// record and the title mark, with a career row; sortable, Download CSV.
import type { CoachDetail, CoachSeasonLine } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { DataTable, TrophyIcon, type DataColumn } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { formatRecord } from '../shared/format';

interface Row {
  key: string;
  season: string;
  year: number | null;
  team: CoachSeasonLine['team'];
  title: string;
  w: number | null;
  l: number | null;
  t: number | null;
  pw: number | null;
  pl: number | null;
  titles: number;
}

const pct = (r: Row) => {
  const n = (r.w ?? 0) + (r.l ?? 0) + (r.t ?? 0);
  return n ? Math.round((((r.w ?? 0) + (r.t ?? 0) / 2) / n) * 1000) / 1000 : null;
};

const columns: DataColumn<Row>[] = [
  { id: 'season', header: 'Season', value: (r) => r.year ?? r.season, cell: (r) => r.season },
  {
    id: 'team',
    header: 'Team',
    value: (r) => r.team?.name,
    cell: (r) =>
      r.team && r.year !== null ? (
        <Link to={paths.team(r.team.slug, r.year)} className="text-primary-700 hover:underline">
          {r.team.name}
        </Link>
      ) : (
        (r.team?.name ?? '')
      ),
  },
  { id: 'title', header: 'Role', value: (r) => r.title },
  { id: 'w', header: 'W', title: 'Wins', numeric: true, value: (r) => r.w },
  { id: 'l', header: 'L', title: 'Losses', numeric: true, value: (r) => r.l },
  { id: 't', header: 'T', title: 'Ties', numeric: true, value: (r) => r.t },
  {
    id: 'pct',
    header: 'PCT',
    title: 'Win percentage',
    numeric: true,
    value: pct,
    cell: (r) => (pct(r) === null ? '—' : `${((pct(r) ?? 0) * 100).toFixed(1)}%`),
  },
  {
    id: 'playoffs',
    header: 'Playoffs',
    title: 'Playoff wins-losses',
    numeric: true,
    value: (r) => (r.pw === null && r.pl === null ? null : formatRecord(r.pw, r.pl)),
  },
  {
    id: 'won',
    header: 'Title',
    title: 'Won the championship',
    value: (r) => (r.key === 'career' ? r.titles : r.titles ? 'Champion' : ''),
    cell: (r) =>
      r.key === 'career' ? (
        r.titles
      ) : r.titles ? (
        <span className="inline-flex items-center gap-1 font-semibold text-amber-700">
          <TrophyIcon className="size-4" /> Champion
        </span>
      ) : (
        ''
      ),
  },
];

const sum = (rows: Row[], k: 'w' | 'l' | 't' | 'pw' | 'pl') =>
  rows.some((r) => r[k] !== null) ? rows.reduce((s, r) => s + (r[k] ?? 0), 0) : null;

export function CoachRecordTable({ coach }: { coach: CoachDetail }) {
  if (coach.seasons.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
        Our sources give this coach's record as career totals only, not season by season.
      </p>
    );
  }
  const rows: Row[] = coach.seasons.map((s, i) => ({
    key: `${s.season.slug}-${i}`,
    season: s.season.name.replace(/ Season$/, ''),
    year: s.season.start_year,
    team: s.team,
    title: s.title,
    w: s.wins,
    l: s.losses,
    t: s.ties,
    pw: s.playoff_wins,
    pl: s.playoff_losses,
    titles: s.won_title ? 1 : 0,
  }));
  const career: Row = {
    key: 'career',
    // The seasons above, not necessarily his whole career.
    season: 'Total',
    year: null,
    team: null,
    title: '',
    w: sum(rows, 'w'),
    l: sum(rows, 'l'),
    t: sum(rows, 't'),
    pw: sum(rows, 'pw'),
    pl: sum(rows, 'pl'),
    titles: rows.reduce((s, r) => s + r.titles, 0),
  };
  return (
    <DataTable
      caption="Coaching record by season"
      showCaption
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      footerRow={career}
      csvFileName={`${coach.slug}-record`}
    />
  );
}
