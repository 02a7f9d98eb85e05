// /scores: every game of the site in a date range (today by default; any past day is a link; a today without games
// gives way to the latest week with games, which the page says). With a season chosen in the shell's picker, that
// season's games, by default its last week.
import { useReadingContext, useRouteQueries } from '@trophy-room/api-client';
import type { Game } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { PageFrame, QueryState, SkeletonGrid } from '@trophy-room/ui-kit';
import { scoresRoute } from '../routes';
import { scoresView } from '../shared/scores-view';
import { sportOptions } from '../shared/sports';
import { ScoresScreen } from './scores-screen';

export default function ScoresPage() {
  const site = useSite();
  const view = scoresView(useReadingContext());
  const queries = useRouteQueries(scoresRoute);
  const pending = <SkeletonGrid count={8} label="Loading games..." />;
  return (
    <PageFrame title="Scores" intro={`Game results and schedules on ${site.name}, day by day.`}>
      {queries.seasons && view.awaitsSeason ? (
        // The chosen season's dates give its default range.
        <QueryState
          query={queries.seasons}
          pending={pending}
          error="Failed to load game scores"
          hideErrorMessage
        >
          {() => pending}
        </QueryState>
      ) : (
        <ScoresScreen
          view={view}
          queries={queries}
          group={{
            param: 'sport',
            label: 'Sport',
            allLabel: 'All Sports',
            options: (_games: Game[]) => sportOptions(site.sport),
          }}
          hrefFor={paths.scores}
        />
      )}
    </PageFrame>
  );
}
