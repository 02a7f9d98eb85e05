import type { Standing } from '@trophy-room/contract';
import {
  standingsCellText,
  standingsCellValue,
  standingsColumnHead,
  standingsColumnsShown,
  standingsRules,
  type StandingsColumn,
} from '@trophy-room/domain';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { TeamSeasonLink } from '../shared/team-season-link';
import { PlayoffBadge, playoffRowClass, RankMark } from './playoff-tier';
import { StandingDetails } from './standing-details';
import type { StandingsGroup } from './standing-rows';

export interface StandingsTableProps {
  group: StandingsGroup;
  /** The rows of every table of the same league on the page: its tables share their columns. */
  peers: Standing[];
  /** The expanded row's id ('' for none): one row open at a time. */
  open: string;
  onToggle: (id: string) => void;
}

/** The league's columns for these rows (its rules of that season), T and OTL only where some team has them. */
export function leagueColumns(rows: Standing[]): StandingsColumn[] {
  const first = rows[0];
  if (!first) return [];
  const rules = standingsRules({ sport: first.sport.slug, level: first.level.slug, year: first.season });
  return standingsColumnsShown(rules, rows);
}

function columns(
  shown: StandingsColumn[],
  sport: string,
  open: string,
  onToggle: (id: string) => void,
): DataColumn<Standing>[] {
  const figures = shown.map((col): DataColumn<Standing> => ({
    id: col,
    ...standingsColumnHead(col, sport),
    value: (r) => standingsCellValue(col, r),
    cell: (r) => standingsCellText(col, r),
    className: 'w-14',
  }));
  const all: DataColumn<Standing>[] = [
    {
      id: 'team',
      header: 'Team',
      value: (r) => r.team.name,
      cell: (r) => <TeamSeasonLink team={r.team} season={r.season} className="text-primary-800" />,
      className: 'w-40 min-w-40 sm:w-60',
    },
    {
      id: 'rank',
      header: 'Rk',
      title: 'Rank (T: tied by every tie-breaker the sources hold)',
      value: (r) => (r.tied ? `T${r.rank}` : r.rank),
      cell: (r) => <RankMark rank={r.rank} tied={r.tied} />,
      // Wide enough for a shared rank ("T4"), so a table with one lines up with one without.
      className: 'w-14',
    },
    ...figures,
    {
      id: 'playoffs',
      header: 'Playoffs',
      value: (r) => r.playoff_result ?? r.playoff_position,
      cell: (r) => <PlayoffBadge standing={r} />,
      className: 'w-28',
    },
    {
      id: 'details',
      header: 'Details',
      value: () => null,
      // The last column takes the rest of the width, so the columns before it line up from table to table.
      className: 'w-full',
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
  return all.map((c) => ({ ...c, sortable: false }));
}

/** One table (a division, conference or league), rows by rank; a row's details open under it. */
export function StandingsTable({ group, peers, open, onToggle }: StandingsTableProps) {
  const sport = group.rows[0]?.sport.slug ?? '';
  return (
    <DataTable
      caption={group.caption}
      showCaption
      columns={columns(leagueColumns(peers), sport, open, onToggle)}
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
