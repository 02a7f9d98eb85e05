// /seasons/{slug}/playoffs: a season's postseason as a bracket (the route's queries), with a way back to the season.
import { useRouteData } from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';
import { DetailFrame, FailedToLoadData, LoadingSpinner } from '@trophy-room/ui-kit';
import { seasonPlayoffsRoute } from '../routes';
import { LoadedBracket } from './season-bracket';

export default function SeasonPlayoffsPage() {
  return (
    <DetailFrame
      state={useRouteData(seasonPlayoffsRoute)}
      breadcrumb={(d) => {
        const season = d?.bracket.season;
        return {
          items: [
            { label: 'All Seasons', to: paths.seasons() },
            { label: season?.name ?? 'Season', to: season ? paths.season(season.slug) : undefined },
            { label: 'Playoffs' },
          ],
        };
      }}
      loading={<LoadingSpinner label="Loading bracket..." />}
      error={(_, retry) => <FailedToLoadData onRetry={retry} />}
      notFound={{
        title: 'Season Not Found',
        message: 'The season you are looking for does not exist.',
        back: { to: paths.seasons(), label: 'Back to Seasons' },
      }}
    >
      {({ bracket }) => (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {bracket.season.name} Playoffs
          </h1>
          <LoadedBracket bracket={bracket} />
        </>
      )}
    </DetailFrame>
  );
}
