// Playoffs tab: the season's playoff games by round, read from the games between the playoff dates.
import { useQuery } from '@tanstack/react-query';
import { gameQueries } from '@trophy-room/api-client';
import type { Game, Season } from '@trophy-room/contract';
import {
  ComingSoon,
  DataTable,
  FailedToLoadData,
  LoadingSpinner,
  type DataColumn,
} from '@trophy-room/ui-kit';
import { formatDate, seasonScope } from './season-format';
import { compareText } from '@trophy-room/routes';

const columns: DataColumn<Game>[] = [
  {
    id: 'date',
    header: 'Date',
    value: (g) => g.game_date.slice(0, 10),
    cell: (g) => formatDate(g.game_date),
  },
  { id: 'away', header: 'Away', value: (g) => g.away_team.name },
  { id: 'away_score', header: 'Pts', title: 'Away points', value: (g) => g.away_score, numeric: true },
  { id: 'home', header: 'Home', value: (g) => g.home_team.name },
  { id: 'home_score', header: 'Pts', title: 'Home points', value: (g) => g.home_score, numeric: true },
  {
    id: 'note',
    header: 'Note',
    value: (g) => [g.overtime, g.is_neutral ? 'Neutral site' : null].filter(Boolean).join(', '),
  },
];

export function groupByRound(games: Game[]): [string, Game[]][] {
  const rounds = new Map<string, Game[]>();
  for (const g of [...games].sort((a, b) => compareText(a.game_date, b.game_date))) {
    const key = g.round ?? 'Playoffs';
    rounds.set(key, [...(rounds.get(key) ?? []), g]);
  }
  return [...rounds];
}

export function SeasonPlayoffs({ season }: { season: Season }) {
  const from = season.playoffs_start ?? season.regular_season_end;
  const to = season.playoffs_end;
  const games = useQuery({
    ...gameQueries.range(seasonScope(season), { from: from ?? '', to: to ?? '' }),
    enabled: Boolean(from && to),
    select: (all: Game[]) => all.filter((g) => g.is_playoff && g.season.start_year === season.start_year),
  });
  if (!from || !to) return <ComingSoon feature="Playoff results for this season" />;
  if (games.isPending) return <LoadingSpinner label="Loading playoff games..." />;
  if (games.isError) return <FailedToLoadData onRetry={() => void games.refetch()} />;
  if (games.data.length === 0) return <ComingSoon feature="Playoff results for this season" />;
  return (
    <div className="flex flex-col gap-6">
      {groupByRound(games.data).map(([round, list]) => (
        <DataTable
          key={round}
          caption={round}
          showCaption
          columns={columns}
          rows={list}
          rowKey={(g) => g.id}
          initialSort={{ id: 'date', desc: false }}
          csvFileName={`${season.slug}-${round}`.toLowerCase().replace(/\W+/g, '-')}
        />
      ))}
    </div>
  );
}
