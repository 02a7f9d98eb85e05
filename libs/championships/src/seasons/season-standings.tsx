// Standings tab: the season's final tables by division (or conference) where the data holds them.
import { useRouteQueries } from '@trophy-room/api-client';
import type { Season, Standing } from '@trophy-room/contract';
import {
  standingsCellText,
  standingsCellValue,
  standingsColumnHead,
  standingsColumnsShown,
  standingsRules,
} from '@trophy-room/domain';
import { ComingSoon, type DataColumn, DataTable, LoadingSpinner, QueryState } from '@trophy-room/ui-kit';
import { seasonRoute } from '../routes';

const rankOf = (s: Standing) => s.rank ?? s.position ?? Number.MAX_SAFE_INTEGER;

/** The league's columns of that season (libs/domain), the same for every table of the tab. */
function columnsFor(rows: Standing[]): DataColumn<Standing>[] {
  const first = rows[0];
  if (!first) return [];
  const sport = first.sport.slug;
  const rules = standingsRules({ sport, level: first.level.slug, year: first.season });
  return [
    { id: 'team', header: 'Team', value: (r) => r.team.name, className: 'w-40 min-w-40 sm:w-60' },
    {
      id: 'rank',
      header: 'Rk',
      title: 'Rank (T: tied by every tie-breaker the sources hold)',
      value: (r) => (r.rank === null ? null : r.tied ? `T${r.rank}` : r.rank),
      numeric: true,
    },
    ...standingsColumnsShown(rules, rows).map((col): DataColumn<Standing> => ({
      id: col,
      ...standingsColumnHead(col, sport),
      value: (r) => standingsCellValue(col, r),
      cell: (r) => standingsCellText(col, r),
      className: 'w-14',
    })),
    // The result as the sources title it, by era ("Won NFL Championship" in 1965, "Won Super Bowl" after).
    // The last column takes the rest of the width, so the columns before it line up from table to table.
    {
      id: 'result',
      header: 'Result',
      value: (r) => r.playoff_result ?? (r.is_champion ? 'Champion' : ''),
      className: 'w-full',
    },
  ];
}

/** Groups rows by division, else conference, else one "League" table; each sorted by rank. */
export function groupStandings(rows: Standing[]): [string, Standing[]][] {
  const groups = new Map<string, Standing[]>();
  for (const r of rows) {
    const key = r.division ?? r.conference ?? 'League';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups].map(([k, v]) => [k, v.sort((a, b) => rankOf(a) - rankOf(b))]);
}

/** The season's tables: the route's query, asked while the Teams or Standings tab is open. */
export const useSeasonStandings = () => useRouteQueries(seasonRoute).standings;

export function SeasonStandings({ season }: { season: Season }) {
  const standings = useSeasonStandings();
  return (
    <QueryState
      query={standings}
      pending={<LoadingSpinner label="Loading standings..." />}
      onRetry={() => void standings?.refetch()}
      empty={<ComingSoon feature="Standings for this season" />}
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <StandingsTables season={season} rows={rows} />}
    </QueryState>
  );
}

function StandingsTables({ season, rows: all }: { season: Season; rows: Standing[] }) {
  const shown = columnsFor(all);
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
