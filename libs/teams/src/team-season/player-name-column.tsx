// The roster and player-statistics tables' shared columns: the player's name (to his page) and his games.
import type { RosterEntry } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import type { DataColumn } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

export const nameColumn: DataColumn<RosterEntry> = {
  id: 'name',
  header: 'Name',
  value: (r) => r.player.person.full_name,
  cell: (r) => (
    <Link
      to={paths.player(r.player.slug || r.player.id)}
      className="font-medium text-primary-800 hover:underline"
    >
      {r.player.person.full_name}
    </Link>
  ),
};

export const positionColumn: DataColumn<RosterEntry> = {
  id: 'position',
  header: 'Pos',
  title: 'Position',
  value: (r) => r.position ?? r.player.primary_position_name,
};

/** Games ("GP" in hockey, whose "G" is goals) and, where the sources have them, games started. */
export function gamesColumns(sport: string, rows: RosterEntry[]): DataColumn<RosterEntry>[] {
  const games: DataColumn<RosterEntry> = {
    id: 'games',
    header: sport === 'hockey' ? 'GP' : 'G',
    title: 'Games played',
    value: (r) => r.games,
    numeric: true,
  };
  const started: DataColumn<RosterEntry> = {
    id: 'started',
    header: 'GS',
    title: 'Games started',
    value: (r) => r.games_started,
    numeric: true,
  };
  return rows.some((r) => r.games_started !== null) ? [games, started] : [games];
}
