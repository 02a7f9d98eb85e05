// Playoffs tab: the season's playoff games by round, read from the games between the playoff dates.
import { useQuery } from '@tanstack/react-query';
import { gameQueries } from '@trophy-room/api-client';
import type { Game, Season } from '@trophy-room/contract';
import { ComingSoon, FailedToLoadData, LoadingSpinner } from '@trophy-room/ui-kit';
import { formatDate, seasonScope } from './season-format';

const side = (t: Game['home_team']) => t.name;

export function groupByRound(games: Game[]): [string, Game[]][] {
  const rounds = new Map<string, Game[]>();
  for (const g of [...games].sort((a, b) => a.game_date.localeCompare(b.game_date))) {
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
        <section key={round} aria-label={round}>
          <h3 className="font-semibold text-slate-900">{round}</h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
            {list.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  {side(g.away_team)}{' '}
                  <span className="font-semibold tabular-nums">{g.away_score ?? '—'}</span>
                  {g.is_neutral ? ' vs. ' : ' at '}
                  {side(g.home_team)}{' '}
                  <span className="font-semibold tabular-nums">{g.home_score ?? '—'}</span>
                  {g.overtime ? ` (${g.overtime})` : ''}
                </span>
                <span className="text-slate-600">{formatDate(g.game_date)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
