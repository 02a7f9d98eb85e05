// The season-by-season statistics table: season, team as named that season (→ its team season; a line summing a
// season with several teams names each, as "2 teams"), the sport's columns and a career totals row, sortable, with
// Download CSV. Regular seasons only, as the career row.
import type { PlayerDetail } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { careerTotals, lineStats, seasonStatsFor, type Stats } from './season-stats';
import { statsCoverage } from './stats-coverage';

interface Row {
  key: string;
  season: string;
  year: number | null;
  team: { slug: string; name: string } | null;
  /** A line without a team: the teams of his season (a trade). */
  teams: { slug: string; name: string; abbreviation: string | null }[];
  stats: Stats;
}

export function SeasonTable({ player }: { player: PlayerDetail }) {
  const { rows, columns, totals } = useMemo(() => {
    const regular = player.seasons.filter((l) => !l.is_postseason);
    const rows: Row[] = regular.map((l, i) => ({
      key: `${l.season.id}-${l.team?.id ?? 'none'}-${i}`,
      season: l.season.name.replace(/ Season$/, ''),
      year: l.season.start_year,
      team: l.team,
      teams: l.teams ?? [],
      stats: lineStats(l),
    }));
    const stats = seasonStatsFor(
      player.sport.slug,
      player.primary_position,
      rows.map((r) => r.stats),
    );
    const columns: DataColumn<Row>[] = [
      { id: 'season', header: 'Season', value: (r) => r.year ?? r.season, cell: (r) => r.season },
      {
        id: 'team',
        header: 'Team',
        value: (r) => r.team?.name ?? (r.teams.length ? r.teams.map((t) => t.name).join(', ') : undefined),
        cell: (r) =>
          r.team && r.year !== null ? (
            <Link to={paths.team(r.team.slug, r.year)} className="text-primary-700 hover:underline">
              {r.team.name}
            </Link>
          ) : r.teams.length > 1 && r.year !== null ? (
            <TeamsOfSeason teams={r.teams} year={r.year} />
          ) : (
            (r.team?.name ?? r.teams[0]?.name ?? '—')
          ),
      },
      ...stats.map<DataColumn<Row>>((s) => ({
        id: s.id,
        header: s.header,
        title: s.title,
        numeric: true,
        // Sorted and exported as the number, to three decimals (innings pitched as innings).
        value: (r) => s.number(s.value(r.stats)),
        cell: (r) => s.text(s.value(r.stats)),
      })),
    ];
    // The row totals the seasons shown: the sources cannot know a career is whole.
    const totals: Row = {
      key: 'career',
      season: 'Total',
      year: null,
      team: null,
      teams: [],
      stats: careerTotals(rows.map((r) => r.stats)),
    };
    return { rows, columns, totals };
  }, [player]);

  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
        Season-by-season statistics for this player are not in our sources; the career figures above come from
        the source's career totals.
      </p>
    );
  }
  const coverage = statsCoverage(player);
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        caption="Regular season statistics by season"
        showCaption
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        footerRow={totals}
        csvFileName={`${player.slug}-seasons`}
      />
      {coverage?.partial && (
        <p className="text-sm text-slate-600">
          Our sources' season-by-season statistics stop after the {coverage.lastLine} season; his later
          seasons are not in this table, so its Total row covers only the seasons above.
        </p>
      )}
    </div>
  );
}

/** "2 teams: OAK, SEA", each abbreviation (or name) linking to its team season, the full names in its title. */
function TeamsOfSeason({ teams, year }: { teams: Row['teams']; year: number }) {
  return (
    <span>
      {teams.length} teams:{' '}
      {teams.map((t, i) => (
        <span key={t.slug}>
          {i > 0 && ', '}
          <Link to={paths.team(t.slug, year)} title={t.name} className="text-primary-700 hover:underline">
            {t.abbreviation ?? t.name}
          </Link>
        </span>
      ))}
    </span>
  );
}
