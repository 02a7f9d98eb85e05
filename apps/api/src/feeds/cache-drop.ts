// What a feed update changed, as the cached answers and pages that show it: the games lists and the game (every
// games route), the standings, the touched teams' pages and the lists of teams with their records, head-to-head, the
// seasons and their brackets, and the core figures (sports' counts, analytics, coverage, data quality and its feed
// list). People, leaders, awards, titles and search are left cached: a feed changes none of them. A new season clears
// everything (its lists and the scope's look-ups change with it).
import { clearResponseCaches, dropFromCaches } from '../plugins/response-cache';
import type { FeedChange } from './batch';

/** API routes whose answers any applied game may change (their keys start with the route pattern). */
const API_CHANGED = [
  '/api/games/',
  '/api/teams/teams/?',
  '/api/teams/head-to-head/',
  '/api/teams/season-years/',
  '/api/teams/facets/',
  '/api/championships/seasons/',
  '/api/championships/championships/?', // the list carries each league's data-as-of date
  '/api/championships/season-years/',
  '/api/core/',
];
/** Team routes (`/api/teams/teams/:key/…`): dropped for the touched teams only. */
const TEAM_ROUTE = /^\/api\/teams\/teams\/:key\/[^?]*\?(?:[^?]*&)?key=([^&?]+)/;

/** Site paths whose pages show games, tables or records (after the origin). */
const PAGE_CHANGED =
  /^(?:\/|\/scores(?:[/?].*)?|\/fixtures\/.*|\/standings(?:[/?].*)?|\/seasons(?:[/?].*)?|\/teams(?:\?.*)?|\/head-to-head(?:\?.*)?|\/analytics(?:\?.*)?|\/data-quality(?:\?.*)?)$/;
const PAGE_TEAM = /^\/teams\/([^/?]+)/;

export function apiAnswerChanged(key: string, change: FeedChange): boolean {
  if (API_CHANGED.some((p) => key.startsWith(p))) return true;
  const team = TEAM_ROUTE.exec(key);
  return !!team && change.teams.includes(decodeURIComponent(team[1]));
}

export function pageChanged(key: string, change: FeedChange): boolean {
  const path = key.replace(/^https?:\/\/[^/]+/, '');
  if (PAGE_CHANGED.test(path)) return true;
  const team = PAGE_TEAM.exec(path);
  return !!team && change.teams.includes(decodeURIComponent(team[1]));
}

/** Drops what the change names from this process's caches; returns how many answers and pages went. */
export function dropChanged(change: FeedChange): { answers: number; pages: number } {
  if (change.created) {
    clearResponseCaches();
    return { answers: -1, pages: -1 };
  }
  if (!change.games.length) return { answers: 0, pages: 0 };
  return dropFromCaches(
    (key) => apiAnswerChanged(key, change),
    (key) => pageChanged(key, change),
  );
}
