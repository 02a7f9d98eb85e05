// /teams/{slug}: the team, its seasons and its titles (three queries), as a franchise summary and a season grid.
import { useQuery } from '@tanstack/react-query';
import { teamQueries, useSiteFilters } from '@trophy-room/api-client';
import { useParams } from 'react-router-dom';
import { belongsToSite } from '../shared/team-scope';
import { TeamHeading, TeamPageFrame, TeamQueryState, TeamSeasonGrid } from './team-page-frame';
import { TeamSummary } from './team-summary';

export default function FranchisePage() {
  const { slug = '' } = useParams();
  const filters = useSiteFilters();
  const team = useQuery(teamQueries.detail(filters, slug));
  const seasons = useQuery(teamQueries.seasons(slug));
  const titles = useQuery(teamQueries.championships(slug));
  return (
    <TeamPageFrame>
      <TeamQueryState
        team={team}
        seasons={seasons}
        titles={titles}
        missing={(d) => !belongsToSite(d.team, filters)}
      >
        {({ team: t, seasons: s, titles: c }) => (
          <>
            <TeamHeading team={t} year={null} />
            <TeamSummary team={t} seasons={s} titles={c} />
            <TeamSeasonGrid team={t} seasons={s} titles={c} year={null} />
          </>
        )}
      </TeamQueryState>
    </TeamPageFrame>
  );
}
