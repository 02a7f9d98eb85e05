// /scores: every game of the site in a date range (today by default; any past day is a link).
import type { Game } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { PageHeader } from '@trophy-room/ui-kit';
import { defaultRange } from '../shared/date-range';
import { sportOptions } from '../shared/sports';
import { useSiteFilters } from '../shared/use-site-filters';
import { ScoresScreen } from './scores-screen';

export const scoresDefaultRange = (today: string) => defaultRange(null, today);

export default function ScoresPage() {
  const site = useSite();
  return (
    <div className="page-width flex flex-col gap-6 py-8">
      <PageHeader title="Scores" subtitle={`Game results and schedules on ${site.name}, day by day.`} />
      <ScoresScreen
        filters={useSiteFilters()}
        defaultRange={scoresDefaultRange}
        group={{
          param: 'sport',
          label: 'Sport',
          allLabel: 'All Sports',
          options: (_games: Game[]) => sportOptions(site.sport),
        }}
        hrefFor={paths.scores}
      />
    </div>
  );
}
