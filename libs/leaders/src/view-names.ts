// The names of the leader views and phases, as the filters and the headings say them.
import type { LeaderPhase, LeaderView } from '@trophy-room/contract/values';

export const VIEW_NAMES: Record<LeaderView, string> = {
  career: 'Career',
  season: 'Single season',
  active: 'Active players',
};

export const PHASE_NAMES: Record<LeaderPhase, string> = {
  regular: 'Regular season',
  postseason: 'Postseason',
};

/** "Career leaders", "Single-season leaders", "Active leaders". */
export const viewHeading = (view: LeaderView) =>
  view === 'career' ? 'Career leaders' : view === 'season' ? 'Single-season leaders' : 'Active leaders';
