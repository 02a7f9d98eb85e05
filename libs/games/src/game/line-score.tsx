import { DataTable, type DataColumn } from '@trophy-room/ui-kit';
import type { ShownGame } from './game-extras';

interface LineRow {
  side: string;
  team: string;
  points: (number | null)[];
  total: number | null;
}

/** Points by period, when a feed gave them: away row above home, each period under its own label, a total. */
export function LineScore({ game }: { game: ShownGame }) {
  const ls = game.line_score;
  if (!ls || ls.home.length === 0) return null;
  const rows: LineRow[] = [
    { side: 'away', team: game.away_team.name, points: ls.away, total: game.away_score },
    { side: 'home', team: game.home_team.name, points: ls.home, total: game.home_score },
  ];
  const columns: DataColumn<LineRow>[] = [
    { id: 'team', header: 'Team', value: (r) => r.team, sortable: false },
    ...ls.periods.map((label, i): DataColumn<LineRow> => ({
      id: `p${i + 1}`,
      header: label,
      title: /^\d+$/.test(label) ? `Period ${label}` : label,
      value: (r) => r.points[i],
      numeric: true,
      sortable: false,
    })),
    { id: 'total', header: 'T', title: 'Total', value: (r) => r.total, numeric: true, sortable: false },
  ];
  return <DataTable caption="Line score" showCaption columns={columns} rows={rows} rowKey={(r) => r.side} />;
}
