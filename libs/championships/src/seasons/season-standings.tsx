// Standings tab: the season's final tables by division (or conference) where the data holds them.
import { useQuery } from '@tanstack/react-query';
import { standingQueries } from '@trophy-room/api-client';
import type { Season, Standing } from '@trophy-room/contract';
import { formatRate } from '@trophy-room/domain';
import { ComingSoon, type DataColumn, DataTable, LoadingSpinner, QueryState } from '@trophy-room/ui-kit';
import { seasonScope } from './season-format';

const rankOf = (s: Standing) => s.rank ?? s.position ?? Number.MAX_SAFE_INTEGER;

const columns: DataColumn<Standing>[] = [
  { id: 'team', header: 'Team', value: (r) => r.team.name },
  { id: 'wins', header: 'W', title: 'Wins', value: (r) => r.wins, numeric: true },
  { id: 'losses', header: 'L', title: 'Losses', value: (r) => r.losses, numeric: true },
  { id: 'ties', header: 'T', title: 'Ties', value: (r) => r.ties ?? 0, numeric: true },
  {
    id: 'pct',
    header: 'Pct',
    title: 'Win percentage',
    value: (r) => r.win_percentage,
    cell: (r) => formatRate(r.win_percentage),
    numeric: true,
  },
  // The result as the sources title it, by era ("Won NFL Championship" in 1965, "Won Super Bowl" after).
  { id: 'result', header: 'Result', value: (r) => r.playoff_result ?? (r.is_champion ? 'Champion' : '') },
];

/** Groups rows by division, else conference, else one "League" table; each sorted by rank. */
export function groupStandings(rows: Standing[]): [string, Standing[]][] {
  const groups = new Map<string, Standing[]>();
  for (const r of rows) {
    const key = r.division ?? r.conference ?? 'League';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups].map(([k, v]) => [k, v.sort((a, b) => rankOf(a) - rankOf(b))]);
}

export function useSeasonStandings(season: Season) {
  return useQuery(standingQueries.season(seasonScope(season), season.start_year));
}

export function SeasonStandings({ season }: { season: Season }) {
  const standings = useSeasonStandings(season);
  return (
    <QueryState
      query={standings}
      pending={<LoadingSpinner label="Loading standings..." />}
      onRetry={() => void standings.refetch()}
      empty={<ComingSoon feature="Standings for this season" />}
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <StandingsTables season={season} rows={rows} />}
    </QueryState>
  );
}

function StandingsTables({ season, rows: all }: { season: Season; rows: Standing[] }) {
  const ties = all.some((s) => (s.ties ?? 0) > 0);
  const shown = ties ? columns : columns.filter((c) => c.id !== 'ties');
  return (
    <div className="flex flex-col gap-6">
      {groupStandings(all).map(([group, rows]) => (
        <DataTable
          key={group}
          caption={group}
          showCaption
          columns={shown}
          rows={rows}
          rowKey={(r) => r.id}
          csvFileName={`${season.slug}-${group}-standings`.toLowerCase().replace(/\W+/g, '-')}
          rowClassName={(r) => (r.is_champion ? 'bg-amber-50' : undefined)}
        />
      ))}
    </div>
  );
}
