// A coach's status as the sources know it: Active (a stint in the league's latest season), Inactive, or unknown after
// the last season of a coaching source that ends before the league's latest season (the API's status_unknown_after).
import type { Coach } from '@trophy-room/contract';
import { seasonLabel } from '@trophy-room/season-context';

export interface CoachStatusText {
  /** "Active", "Inactive" or "Unknown". */
  label: string;
  /** Why it is unknown ("Status after 2020-21 unknown: our coaching records end there"), else null. */
  note: string | null;
}

export function coachStatus(c: Coach): CoachStatusText {
  if (c.status_unknown_after !== null) {
    const season = seasonLabel(c.status_unknown_after, c.sport.slug);
    return { label: 'Unknown', note: `Status after ${season} unknown: our coaching records end there` };
  }
  return { label: c.is_active ? 'Active' : 'Inactive', note: null };
}
