// A season's roster: number, name (to the player's page), position, games and status badges; then the title seasons.
import type { RosterEntry, TeamChampionship } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Badge, DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { LatestNote } from '../shared/latest-note';

const columns: DataColumn<RosterEntry>[] = [
  {
    id: 'number',
    header: '#',
    title: 'Jersey number',
    value: (r) => (r.jersey_number === null ? null : Number(r.jersey_number) || r.jersey_number),
    numeric: true,
  },
  {
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
  },
  { id: 'position', header: 'Position', value: (r) => r.position ?? r.player.primary_position_name },
  { id: 'games', header: 'GP', title: 'Games played', value: (r) => r.games, numeric: true },
  { id: 'started', header: 'GS', title: 'Games started', value: (r) => r.games_started, numeric: true },
  {
    id: 'status',
    header: 'Status',
    sortable: false,
    value: (r) =>
      [r.is_captain && 'Captain', r.is_starter && 'Starter', r.player.is_active && 'Active']
        .filter(Boolean)
        .join(' '),
    cell: (r) => (
      <span className="flex gap-1">
        {r.is_captain && <Badge variant="secondary">Captain</Badge>}
        {r.is_starter && <Badge variant="primary">Starter</Badge>}
        {r.player.is_active && <Badge variant="success">Active</Badge>}
      </span>
    ),
  },
];

export interface RosterTabProps {
  slug: string;
  sportSlug: string;
  year: number;
  roster: RosterEntry[];
  titles: TeamChampionship[];
}

export function RosterTab({ slug, sportSlug, year, roster, titles }: RosterTabProps) {
  return (
    <div className="flex flex-col gap-6">
      <LatestNote
        what="Games"
        year={year}
        note={roster.find((r) => r.latest_note)?.latest_note}
        sport={sportSlug}
      />
      <DataTable
        caption="Roster"
        columns={columns}
        rows={roster}
        rowKey={(r) => r.id}
        emptyMessage="No roster data available"
        csvFileName={`${slug}-${year}-roster`}
      />
      <section aria-labelledby="championship-seasons">
        <h2 id="championship-seasons" className="mb-2 text-base font-semibold text-slate-900">
          Championship Seasons
        </h2>
        {titles.length === 0 ? (
          <p className="text-sm text-slate-600">No championships in our sources.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {[...titles]
              .sort((a, b) => a.year - b.year)
              .map((c) => (
                <li key={c.id}>
                  <Link to={paths.team(slug, c.year)} className="text-sm text-primary-800 hover:underline">
                    {c.title_year} {c.championship_name}
                    {c.vacated_note && ' (vacated)'}
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
