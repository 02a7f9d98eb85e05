// /teams/{slug}: the franchise summary under the team's frame.
import { TeamPageFrame } from './team-page-frame';
import { TeamSummary } from './team-summary';

export default function FranchisePage() {
  return <TeamPageFrame Summary={TeamSummary} />;
}
