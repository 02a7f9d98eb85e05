import type { Standing } from '@trophy-room/contract';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { TeamSeasonLink } from '../shared/team-season-link';
import { PlayoffBadge, playoffRowClass, RankMark } from './playoff-tier';
import { StandingDetails } from './standing-details';
import type { StandingsGroup } from './standing-rows';

export interface StandingsTableProps {
  group: StandingsGroup;
  /** The expanded row's id ('' for none): one row open at a time. */
  open: string;
  onToggle: (id: string) => void;
}

const pct = (v: number | null) => (v === null ? null : v.toFixed(3).replace(/^0/, ''));

function columns(rows: Standing[], open: string, onToggle: (id: string) => void): DataColumn<Standing>[] {
  const ties = rows.some((r) => (r.ties ?? 0) > 0);
  const otl = rows.some((r) => r.ot_losses !== null);
  const all: (DataColumn<Standing> | false)[] = [
    {
      id: 'team',
      header: 'Team',
      value: (r) => r.team.name,
      cell: (r) => <TeamSeasonLink team={r.team} season={r.season} className="text-primary-800" />,
    },
    {
      id: 'rank',
      header: 'Rk',
      title: 'Rank',
      value: (r) => r.rank,
      cell: (r) => <RankMark rank={r.rank} />,
    },
    { id: 'wins', header: 'W', title: 'Wins', value: (r) => r.wins, numeric: true },
    { id: 'losses', header: 'L', title: 'Losses', value: (r) => r.losses, numeric: true },
    ties && { id: 'ties', header: 'T', title: 'Ties', value: (r) => r.ties ?? 0, numeric: true },
    otl && { id: 'otl', header: 'OTL', title: 'Overtime losses', value: (r) => r.ot_losses, numeric: true },
    { id: 'pct', header: 'PCT', title: 'Win percentage', value: (r) => pct(r.win_percentage), numeric: true },
    { id: 'gb', header: 'GB', title: 'Games behind', value: (r) => r.games_behind, numeric: true },
    { id: 'streak', header: 'Strk', title: 'Streak', value: (r) => r.streak },
    {
      id: 'playoffs',
      header: 'Playoffs',
      value: (r) => r.playoff_result ?? r.playoff_position,
      cell: (r) => <PlayoffBadge standing={r} />,
    },
    {
      id: 'details',
      header: 'Details',
      value: () => null,
      cell: (r) => (
        <button
          type="button"
          aria-expanded={open === String(r.id)}
          aria-controls={open === String(r.id) ? `standing-${r.id}` : undefined}
          onClick={() => onToggle(String(r.id))}
          className="relative inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-700"
        >
          {/* relative: the hidden name stays inside the table's scroll region (no page overflow at 360 px). */}
          <span className="sr-only">{r.team.name}</span> Details
          <span aria-hidden="true">{open === String(r.id) ? '▴' : '▾'}</span>
        </button>
      ),
    },
  ];
  return all.filter((c): c is DataColumn<Standing> => c !== false).map((c) => ({ ...c, sortable: false }));
}

/** One table (a division, conference or league), rows by rank; a row's details open under it. */
export function StandingsTable({ group, open, onToggle }: StandingsTableProps) {
  return (
    <DataTable
      caption={group.caption}
      showCaption
      columns={columns(group.rows, open, onToggle)}
      rows={group.rows}
      rowKey={(r) => r.id}
      rowClassName={playoffRowClass}
      rowDetail={(r) => (open === String(r.id) ? <StandingDetails standing={r} /> : null)}
      csvFileName={`${group.rows[0]?.season ?? ''}-${group.caption}-standings`
        .toLowerCase()
        .replace(/\W+/g, '-')}
    />
  );
}
