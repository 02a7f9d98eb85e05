// /scores: every game of the site in a date range (today by default; any past day is a link; a today without games
// gives way to the latest week with games, which the page says). With a season chosen in the shell's picker, that
// season's games, by default its last week.
import { useQuery } from '@tanstack/react-query';
import { seasonQueries, useSiteFilters } from '@trophy-room/api-client';
import type { Game } from '@trophy-room/contract';
import { paths, readParams, scoresParams } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { PageFrame, SkeletonGrid } from '@trophy-room/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { defaultRange } from '../shared/date-range';
import { seasonScores } from '../shared/scores-view';
import { sportOptions } from '../shared/sports';
import { ScoresScreen } from './scores-screen';

export const scoresDefaultRange = (today: string) => defaultRange(null, today);

export default function ScoresPage() {
  const site = useSite();
  const [search] = useSearchParams();
  const { season } = readParams(scoresParams, search);
  const siteFilters = useSiteFilters();
  const seasons = useQuery({ ...seasonQueries.ofYear(siteFilters, season), enabled: season > 0 });
  const view = seasonScores(search, siteFilters, seasons.data);
  return (
    <PageFrame title="Scores" intro={`Game results and schedules on ${site.name}, day by day.`}>
      {season > 0 && seasons.isPending ? (
        <SkeletonGrid count={8} label="Loading games..." />
      ) : (
        <ScoresScreen
          filters={view.filters}
          defaultRange={season > 0 ? () => view.range : scoresDefaultRange}
          group={{
            param: 'sport',
            label: 'Sport',
            allLabel: 'All Sports',
            options: (_games: Game[]) => sportOptions(site.sport),
          }}
          hrefFor={paths.scores}
          latestWeekWhenEmpty={season === 0}
        />
      )}
    </PageFrame>
  );
}
