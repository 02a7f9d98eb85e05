// /teams/{slug}: the team, its seasons and its titles (three queries), as a franchise summary and a season grid.
import { useQuery } from '@tanstack/react-query';
import { teamQueries } from '@trophy-room/api-client';
import { useParams } from 'react-router-dom';
import { belongsToSite } from '../shared/team-scope';
import { useSiteFilters } from '../shared/use-site-filters';
import { TeamHeading, TeamPageFrame, TeamPageWaiting, TeamSeasonGrid } from './team-page-frame';
import { TeamNotFound } from './team-not-found';
import { TeamSummary } from './team-summary';

export default function FranchisePage() {
  const { slug = '' } = useParams();
  const filters = useSiteFilters();
  const team = useQuery(teamQueries.detail(filters, slug));
  const seasons = useQuery(teamQueries.seasons(slug));
  const titles = useQuery(teamQueries.championships(slug));
  const [t, s, c] = [team.data, seasons.data, titles.data];
  let body;
  const error = team.error ?? seasons.error ?? titles.error;
  if (error || !t || !s || !c) body = <TeamPageWaiting error={error} />;
  else if (!belongsToSite(t, filters)) body = <TeamNotFound />;
  else
    body = (
      <>
        <TeamHeading team={t} year={null} />
        <TeamSummary team={t} seasons={s} titles={c} />
        <TeamSeasonGrid team={t} seasons={s} titles={c} year={null} />
      </>
    );
  return <TeamPageFrame>{body}</TeamPageFrame>;
}
