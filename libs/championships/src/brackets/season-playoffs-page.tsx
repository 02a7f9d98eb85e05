// /seasons/{slug}/playoffs: a season's postseason as a bracket, with a way back to the season.
import { useQuery } from '@tanstack/react-query';
import { ApiError, seasonQueries } from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';
import { Breadcrumb, NotFound } from '@trophy-room/ui-kit';
import { useParams } from 'react-router-dom';
import { SeasonBracket } from './season-bracket';

export default function SeasonPlayoffsPage() {
  const { slug = '' } = useParams();
  const bracket = useQuery(seasonQueries.bracket(slug));
  const season = bracket.data?.season;
  const missing = bracket.error instanceof ApiError && bracket.error.status === 404;
  return (
    <div className="page-width flex flex-col gap-6 py-8">
      <Breadcrumb
        items={[
          { label: 'All Seasons', to: paths.seasons() },
          { label: season?.name ?? 'Season', to: season ? paths.season(season.slug) : undefined },
          { label: 'Playoffs' },
        ]}
      />
      {missing ? (
        <NotFound
          title="Season Not Found"
          message="The season you are looking for does not exist."
          back={{ to: paths.seasons(), label: 'Back to Seasons' }}
        />
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {season ? `${season.name} Playoffs` : 'Playoffs'}
          </h1>
          <SeasonBracket slug={slug} />
        </>
      )}
    </div>
  );
}
