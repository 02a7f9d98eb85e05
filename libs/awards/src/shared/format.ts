// How the awards screens name seasons and spans.
import type { AwardSummary } from '@trophy-room/contract';
import { seasonLabel } from '@trophy-room/season-context';

/** "1995-96" (basketball, hockey) or "1995" (football, baseball): the season's one label. */
export const yearLabel = (year: number, sportSlug: string) => seasonLabel(year, sportSlug);

/** The seasons an award spans: "1955-56 – 2024-25", or one label when given once. */
export const spanLabel = (a: Pick<AwardSummary, 'first_year' | 'last_year' | 'league'>) =>
  a.first_year === a.last_year
    ? yearLabel(a.first_year, a.league.sport_slug)
    : `${yearLabel(a.first_year, a.league.sport_slug)} – ${yearLabel(a.last_year, a.league.sport_slug)}`;
