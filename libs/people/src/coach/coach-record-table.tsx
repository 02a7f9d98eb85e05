// The coaching record by season: season, team as named that season (→ its team season), W-L(-T, -OTL), win % by the
// league's tie rule (MLB leaves ties out), playoff record and the title mark, with a career row; sortable, CSV.
import type { CoachDetail, CoachSeasonLine } from '@trophy-room/contract';
import {
  formatRate,
  formatRecord,
  winPercentage,
  winPercentageAcross,
  type WinPercentageScope,
} from '@trophy-room/domain';
import { paths } from '@trophy-room/routes';
import { DataTable, TrophyIcon, type DataColumn } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

interface Row {
  key: string;
  season: string;
  year: number | null;
  team: CoachSeasonLine['team'];
  title: string;
  w: number | null;
  l: number | null;
  t: number | null;
  otl: number | null;
  pw: number | null;
  pl: number | null;
  titles: number;
  /** Win percentage by the tie rule of each season's league (the career row's across its seasons). */
  pct: number | null;
}

/** A season's record with the scope its ties count by, or null without a W-L. */
const recordOf = (s: CoachSeasonLine, scope: Omit<WinPercentageScope, 'year'>) =>
  s.wins === null && s.losses === null
    ? null
    : {
        record: { wins: s.wins ?? 0, losses: s.losses ?? 0, ties: s.ties, ot_losses: s.ot_losses },
        scope: { ...scope, year: s.season.start_year },
      };

const otlColumn: DataColumn<Row> = {
  id: 'otl',
  header: 'OTL',
  title: 'Overtime and shootout losses',
  numeric: true,
  value: (r) => r.otl,
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
    value: (r) => r.pct,
    cell: (r) => formatRate(r.pct),
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

const sum = (rows: Row[], k: 'w' | 'l' | 't' | 'otl' | 'pw' | 'pl') =>
  rows.some((r) => r[k] !== null) ? rows.reduce((s, r) => s + (r[k] ?? 0), 0) : null;

export function CoachRecordTable({ coach }: { coach: CoachDetail }) {
  if (coach.seasons.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
        Our sources give this coach's record as career totals only, not season by season.
      </p>
    );
  }
  const scope = { sport: coach.sport.slug, level: coach.level.slug };
  const records = coach.seasons.map((s) => recordOf(s, scope));
  const rows: Row[] = coach.seasons.map((s, i) => ({
    key: `${s.season.slug}-${i}`,
    season: s.season.name.replace(/ Season$/, ''),
    year: s.season.start_year,
    team: s.team,
    title: s.title,
    w: s.wins,
    l: s.losses,
    t: s.ties,
    otl: s.ot_losses,
    pw: s.playoff_wins,
    pl: s.playoff_losses,
    titles: s.won_title ? 1 : 0,
    pct: records[i] && winPercentage(records[i].record, records[i].scope),
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
    otl: sum(rows, 'otl'),
    pw: sum(rows, 'pw'),
    pl: sum(rows, 'pl'),
    titles: rows.reduce((s, r) => s + r.titles, 0),
    pct: winPercentageAcross(records.filter((r) => r !== null)),
  };
  return (
    <DataTable
      caption="Coaching record by season"
      showCaption
      columns={
        // Hockey's overtime losses (from 1999-00) have their own column where any season records them.
        career.otl === null ? columns : columns.flatMap((c) => (c.id === 't' ? [c, otlColumn] : [c]))
      }
      rows={rows}
      rowKey={(r) => r.key}
      footerRow={career}
      csvFileName={`${coach.slug}-record`}
    />
  );
}
