// What /seasons shows, computed where the list is read (on the server for the first render): the cards of the pages
// open (the last three at most), the counters and the filter options over every season. The page embeds this view,
// not the site's whole season list (830 seasons on the hub); a filter change computes the next view from the list.
import type { Season } from '@trophy-room/contract';
import { seasonsParams, type ParamValues } from '@trophy-room/routes';
import { shownRange } from '@trophy-room/domain';
import { siteIds, type SiteId } from '@trophy-room/site-theme';
import {
  decades,
  filterSeasons,
  seasonStatus,
  sports,
  type SeasonFilterState,
  type SeasonStatus,
} from './season-status';

/** Cards per page: "Show more seasons" opens the next page. */
export const SEASONS_PAGE_SIZE = 24;
/** Pages shown at once: deeper, the first ones give way ("Show previous seasons"), so a page stays light. */
export const SEASONS_OPEN_PAGES = 3;

export type SeasonsParams = ParamValues<typeof seasonsParams>;

export interface SeasonsView {
  /** The cards of the pages open (pages 1 to `page`, at most the last SEASONS_OPEN_PAGES), with their status. */
  seasons: { season: Season; status: SeasonStatus }[];
  /** Index of the first card shown among those the filters match. */
  start: number;
  /** The seasons the filters match (all pages). */
  total: number;
  counts: Record<SeasonStatus, number>;
  sports: { slug: string; name: string }[];
  decades: number[];
}

export const seasonFilters = (p: SeasonsParams): SeasonFilterState => ({
  search: p.q,
  sport: p.sport,
  status: p.status,
  decade: p.decade,
  site: (siteIds as string[]).includes(p.site) ? (p.site as SiteId) : null,
});

/** The view of the list for the URL's filters, season and page. */
export function seasonsView(all: Season[], p: SeasonsParams, now = new Date()): SeasonsView {
  const visible = filterSeasons(all, seasonFilters(p), now).filter(
    (s) => !p.season || s.start_year === p.season,
  );
  const counts: Record<SeasonStatus, number> = { active: 0, completed: 0, upcoming: 0 };
  const statuses = visible.map((s) => seasonStatus(s, now));
  for (const s of statuses) counts[s]++;
  const { start, end } = shownRange(p.page, SEASONS_PAGE_SIZE, SEASONS_OPEN_PAGES);
  return {
    seasons: visible.slice(start, end).map((season, i) => ({ season, status: statuses[start + i] })),
    start,
    total: visible.length,
    counts,
    sports: sports(all),
    decades: decades(all),
  };
}
