// /scores/{id}: one game: header, then Overview, Stats, Plays and Game Info tabs. Live games refresh every 30 s.
import { useQuery } from '@tanstack/react-query';
import { gameQueries, refetchIntervals, useSiteFilters } from '@trophy-room/api-client';
import { gameDetailParams, GAME_TABS, paths, queryString } from '@trophy-room/routes';
import {
  Breadcrumb,
  ComingSoon,
  LoadingSpinner,
  NotFound,
  QueryState,
  Tabs,
  useUrlState,
} from '@trophy-room/ui-kit';
import { useLocation, useParams } from 'react-router-dom';
import { GameHeader } from './game-header';
import { GameInfo } from './game-info';
import { GameOverview } from './game-overview';
import { matchup } from './game-format';
import type { ShownGame } from './game-extras';

export default function GameDetailPage() {
  const { id = '' } = useParams();
  const [{ tab }, setParams] = useUrlState(gameDetailParams);
  const { pathname } = useLocation();
  const game = useQuery({
    ...gameQueries.detail(useSiteFilters(), id),
    refetchInterval: (q) => (q.state.data?.status === 'live' ? refetchIntervals.live : false),
  });
  const g = game.data as ShownGame | undefined;

  const body = (
    <QueryState
      query={game}
      pending={<LoadingSpinner label="Loading game..." />}
      error="Failed to load game scores"
      notFound={
        <NotFound
          title="Game Not Found"
          message="The game you are looking for does not exist."
          back={{ to: paths.scores(), label: 'Back to Scores' }}
        />
      }
    >
      {(data) => {
        const g = data as ShownGame;
        return (
          <>
            <GameHeader game={g} />
            <Tabs
              label="Game sections"
              value={tab}
              onValueChange={(next) => setParams({ tab: next as (typeof GAME_TABS)[number] })}
              href={(next) =>
                pathname + queryString(gameDetailParams, { tab: next as (typeof GAME_TABS)[number] })
              }
              items={[
                { value: 'overview', label: 'Overview', content: <GameOverview game={g} /> },
                { value: 'stats', label: 'Stats', content: <ComingSoon feature="Game statistics" /> },
                { value: 'plays', label: 'Plays', content: <ComingSoon feature="Play-by-play" /> },
                { value: 'info', label: 'Game Info', content: <GameInfo game={g} /> },
              ]}
            />
          </>
        );
      }}
    </QueryState>
  );

  return (
    <div className="page-width flex flex-col gap-6 py-8">
      <Breadcrumb
        backTo={paths.scores(g ? { from: g.game_date, to: g.game_date } : {})}
        backLabel="Back to scores"
        items={[{ label: 'Scores', to: paths.scores() }, { label: g ? matchup(g) : 'Game' }]}
      />
      {body}
    </div>
  );
}
