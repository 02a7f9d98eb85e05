// The Stats tab's player statistics: one sortable table per group of the sport's key statistics (Passing, Rushing…;
// Batting, Pitching; Scoring, Goaltending; Per game), each listing every player whose line has figures of it, by its
// first figure; the same lines as the roster's.
import type { RosterEntry } from '@trophy-room/contract';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { gamesColumns, nameColumn, positionColumn } from './player-name-column';
import { lineGroups, type LineGroup } from './season-lines';

const columnsOf = (sport: string, g: LineGroup, rows: RosterEntry[]): DataColumn<RosterEntry>[] => [
  nameColumn,
  positionColumn,
  ...gamesColumns(sport, rows),
  ...g.stats.map((s) => ({
    id: s.id,
    header: s.header,
    title: s.title,
    value: s.value,
    cell: (r: RosterEntry) => s.format(s.value(r)),
    numeric: true,
  })),
];

export interface PlayerStatsProps {
  slug: string;
  year: number;
  sportSlug: string;
  roster: RosterEntry[];
}

export function PlayerStats({ slug, year, sportSlug, roster }: PlayerStatsProps) {
  const groups = lineGroups(sportSlug)
    .map((g) => ({ group: g, rows: roster.filter((r) => r.stats && g.has(r)) }))
    .filter((x) => x.rows.length > 0);
  return (
    <section aria-labelledby="player-statistics" className="flex flex-col gap-4">
      <h2 id="player-statistics" className="text-lg font-semibold text-slate-900">
        Player Statistics
      </h2>
      {groups.length === 0 ? (
        <p className="text-sm text-slate-600">No player lines in our sources for this season.</p>
      ) : (
        groups.map(({ group, rows }) => (
          <DataTable
            key={group.id}
            caption={group.title}
            showCaption
            columns={columnsOf(sportSlug, group, rows)}
            rows={rows}
            rowKey={(r) => r.id}
            initialSort={{ id: group.stats[0].id, desc: true }}
            csvFileName={`${slug}-${year}-${group.id}`}
          />
        ))
      )}
    </section>
  );
}
