// /scores/{id}: one game (the route's query; a live one refreshes every 30 s): header, then Overview, Stats, Plays and
// Game Info tabs.
import { useRouteData } from '@trophy-room/api-client';
import { gameDetailParams, GAME_TABS, paths, queryString } from '@trophy-room/routes';
import { ComingSoon, DetailFrame, Tabs, useUrlState } from '@trophy-room/ui-kit';
import { useLocation } from 'react-router-dom';
import { gameRoute } from '../routes';
import { GameHeader } from './game-header';
import { GameInfo } from './game-info';
import { GameOverview } from './game-overview';
import { matchup } from './game-format';
import type { ShownGame } from './game-extras';

export default function GameDetailPage() {
  return (
    <DetailFrame
      state={useRouteData(gameRoute)}
      breadcrumb={(d) => {
        const g = d?.game as ShownGame | undefined;
        return {
          backTo: paths.scores(g ? { from: g.game_date, to: g.game_date } : {}),
          backLabel: 'Back to scores',
          items: [{ label: 'Scores', to: paths.scores() }, { label: g ? matchup(g) : 'Game' }],
        };
      }}
      loading="Loading game..."
      error="Failed to load game scores"
      notFound={{
        title: 'Game Not Found',
        message: 'The game you are looking for does not exist.',
        back: { to: paths.scores(), label: 'Back to Scores' },
      }}
    >
      {({ game }) => <GameDetail game={game as ShownGame} />}
    </DetailFrame>
  );
}

/** The game's header and its four tabs (the tab kept in the URL). */
function GameDetail({ game: g }: { game: ShownGame }) {
  const [{ tab }, setParams] = useUrlState(gameDetailParams);
  const { pathname } = useLocation();
  return (
    <>
      <GameHeader game={g} />
      <Tabs
        label="Game sections"
        value={tab}
        onValueChange={(next) => setParams({ tab: next as (typeof GAME_TABS)[number] })}
        href={(next) => pathname + queryString(gameDetailParams, { tab: next as (typeof GAME_TABS)[number] })}
        items={[
          { value: 'overview', label: 'Overview', content: <GameOverview game={g} /> },
          { value: 'stats', label: 'Stats', content: <ComingSoon feature="Game statistics" /> },
          { value: 'plays', label: 'Plays', content: <ComingSoon feature="Play-by-play" /> },
          { value: 'info', label: 'Game Info', content: <GameInfo game={g} /> },
        ]}
      />
    </>
  );
}
