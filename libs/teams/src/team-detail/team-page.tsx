// Both team pages in one component, for the page tests and stories (the routes load each page's own module).
import { TeamSeasonTabs } from '../team-season/team-season-tabs';
import { TeamPageFrame } from './team-page-frame';
import { TeamSummary } from './team-summary';

export default function TeamPage() {
  return <TeamPageFrame Summary={TeamSummary} SeasonTabs={TeamSeasonTabs} />;
}
