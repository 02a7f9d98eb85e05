// What /champions shows, computed where the history is read (on the server for the first render): the years of the
// pages open (the last two at most), grouped by sport, and the year filter's options. The page embeds this, not the
// site's whole history (the hub: over a century of titles in every sport).
import type { Champion } from '@trophy-room/contract';
import { ALL } from '@trophy-room/routes';
import {
  SPORT_CATEGORIES,
  sportCategory,
  titleYearOf,
  type SportCategory,
  shownRange,
} from '@trophy-room/domain';
import { groupHistory, historyYears, type HistoryYear } from './group-history';

/** Years shown per page: "Show More Years" opens the next page (the hub holds over a century of titles). */
export const YEARS_PER_PAGE = 10;
/** Pages shown at once: deeper, the first ones give way ("Show Previous Years"), so a page stays light. */
export const YEARS_OPEN_PAGES = 2;

export interface HistoryParams {
  year: string;
  sport: string;
  page: number;
}

export interface HistoryView {
  /** The years of the pages open (pages 1 to `page`, at most the last YEARS_OPEN_PAGES), newest first. */
  years: HistoryYear[];
  /** Whether newer years match than are shown (the window has moved past the first pages). */
  previous: boolean;
  /** Whether more years match than are shown. */
  more: boolean;
  /** Every year of the history (the year filter's options); none: the site has no history. */
  allYears: number[];
}

/** The view for the URL's year, sport and page; `siteSport` pins a sport site's one card. */
export function historyView(all: Champion[], p: HistoryParams, siteSport: SportCategory | null): HistoryView {
  const cards: SportCategory[] = siteSport
    ? [siteSport]
    : p.sport === ALL
      ? [...SPORT_CATEGORIES]
      : [p.sport as SportCategory];
  const picked = all.filter(
    (c) =>
      (p.year === ALL || titleYearOf(c) === Number(p.year)) &&
      (siteSport || p.sport === ALL || sportCategory(c) === p.sport),
  );
  const groups = groupHistory(picked, cards);
  const { start, end } = shownRange(p.page, YEARS_PER_PAGE, YEARS_OPEN_PAGES);
  return {
    years: groups.slice(start, end),
    previous: start > 0,
    more: groups.length > end,
    allYears: historyYears(all),
  };
}
