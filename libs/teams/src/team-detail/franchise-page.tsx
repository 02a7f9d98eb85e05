// /teams/{slug}: the team, its seasons and its titles (the route's queries), as a franchise summary and a season grid.
import { useRouteData } from '@trophy-room/api-client';
import { teamRoute } from '../routes';
import { TeamHeader } from './team-header';
import { TeamDetailFrame, TeamSeasonGrid } from './team-page-frame';
import { TeamSummary } from './team-summary';

export default function FranchisePage() {
  return (
    <TeamDetailFrame state={useRouteData(teamRoute)} year={null}>
      {({ team: t, seasons: s, titles: c }) => (
        <>
          <TeamHeader team={t} year={null} />
          <TeamSummary team={t} seasons={s} titles={c} />
          <TeamSeasonGrid team={t} seasons={s} titles={c} year={null} />
        </>
      )}
    </TeamDetailFrame>
  );
}
