// A season's roster with each player's line that season: number, name (to the player's page), position, games,
// starts and the sport's key statistics (basketball as columns; elsewhere the line of his position's group), status
// badges; says whose lines the sources lack; then the title seasons.
import type { RosterEntry, TeamChampionship } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Badge, DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { LatestNote } from '../shared/latest-note';
import { gamesColumns, nameColumn, positionColumn } from './player-name-column';
import { lineGroups, lineText, rosterGroup, type LineGroup } from './season-lines';

const numberColumn: DataColumn<RosterEntry> = {
  id: 'number',
  header: '#',
  title: 'Jersey number',
  value: (r) => (r.jersey_number === null ? null : Number(r.jersey_number) || r.jersey_number),
  numeric: true,
};

const statusColumn: DataColumn<RosterEntry> = {
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
};

/** The key statistics: a one-group sport's as columns; else one "Season line" of the row's group. */
function lineColumns(groups: LineGroup[]): DataColumn<RosterEntry>[] {
  if (groups.length === 1)
    return groups[0].stats.map((s) => ({
      id: s.id,
      header: s.header,
      title: s.title,
      value: (r) => (r.stats ? s.value(r) : null),
      cell: (r) => (r.stats ? s.format(s.value(r)) : '—'),
      numeric: true,
    }));
  if (groups.length === 0) return [];
  const text = (r: RosterEntry) => {
    const g = r.stats && rosterGroup(groups, r);
    return g ? `${g.title}: ${lineText(g, r)}` : '—';
  };
  return [
    {
      id: 'line',
      header: 'Season line',
      title: "The player's key statistics that season",
      sortable: false,
      value: text,
      className: 'whitespace-nowrap',
    },
  ];
}

export interface RosterTabProps {
  slug: string;
  sportSlug: string;
  year: number;
  roster: RosterEntry[];
  titles: TeamChampionship[];
}

export function RosterTab({ slug, sportSlug, year, roster, titles }: RosterTabProps) {
  const columns = [
    numberColumn,
    nameColumn,
    positionColumn,
    ...gamesColumns(sportSlug, roster),
    ...lineColumns(lineGroups(sportSlug)),
    statusColumn,
  ];
  const without = roster.filter((r) => r.stats === null);
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
      {without.length > 0 && <MissingLines players={without} of={roster.length} />}
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

/** Whose season lines the sources lack: their rows show "—". */
function MissingLines({ players, of }: { players: RosterEntry[]; of: number }) {
  return (
    <p role="note" className="text-sm text-slate-600">
      {players.length === of
        ? 'Our sources have no season lines for this roster: its figures show —.'
        : `No season line in our sources for ${players.length} of ${of} players (their figures show —): ${players
            .map((r) => r.player.person.full_name)
            .join(', ')}.`}
    </p>
  );
}
