// /teams/{slug}/{year}: one season's tabs under the team's frame.
import { TeamPageFrame } from '../team-detail/team-page-frame';
import { TeamSeasonTabs } from './team-season-tabs';

export default function TeamSeasonPage() {
  return <TeamPageFrame SeasonTabs={TeamSeasonTabs} />;
}
