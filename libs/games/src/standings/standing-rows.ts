// The standings screen's browser-side work: filters, the four counters, the filter options, the tables
// (one per league and division, rows by rank) and the seasons the data holds.
import type { LeagueYears } from '@trophy-room/api-client';
import type { Standing } from '@trophy-room/contract';
import { ALL } from '@trophy-room/routes';
import { compareText, leagueShortName } from '@trophy-room/domain';
import type { FilterOption as Option } from '@trophy-room/ui-kit';
import { teamMatches } from '../shared/team-search';

export interface StandingsFilter {
  q: string;
  sport: string;
  division: string;
  conference: string;
}

export function filterStandings(rows: Standing[], f: StandingsFilter): Standing[] {
  return rows.filter(
    (s) =>
      (f.sport === ALL || s.sport.slug === f.sport) &&
      (f.conference === ALL || s.conference_slug === f.conference) &&
      (f.division === ALL || s.division_slug === f.division) &&
      teamMatches(s.team, f.q),
  );
}

/** A champion made the playoffs too. */
const inPlayoffs = (s: Standing) =>
  s.is_champion || s.playoff_position === 'champion' || s.playoff_position === 'playoffs';

/** The four counters above the standings: champions, playoff teams, bubble, total. */
export function standingCounts(rows: Standing[]) {
  return {
    champions: rows.filter((s) => s.is_champion || s.playoff_position === 'champion').length,
    playoffs: rows.filter(inPlayoffs).length,
    bubble: rows.filter((s) => s.playoff_position === 'bubble').length,
    total: rows.length,
  };
}

/** The distinct values of a grouping (slug and name) among the rows, by name. */
export function groupOptions(rows: Standing[], by: 'division' | 'conference'): Option[] {
  const found = new Map<string, string>();
  for (const s of rows) {
    const slug = s[`${by}_slug`];
    const name = s[by];
    if (slug && name) found.set(slug, name);
  }
  return [...found].map(([value, label]) => ({ value, label })).sort((a, b) => compareText(a.label, b.label));
}

export const rankOf = (s: Standing) => s.rank ?? s.position ?? Number.MAX_SAFE_INTEGER;

export interface StandingsGroup {
  key: string;
  caption: string;
  rows: Standing[];
}

/** One table per league and division (else conference, else the league), in the API's order; rows by rank. */
export function groupStandings(rows: Standing[]): StandingsGroup[] {
  const groups = new Map<string, StandingsGroup>();
  for (const s of rows) {
    const key = `${s.league_slug}:${s.conference_slug ?? ''}:${s.division_slug ?? ''}`;
    const name = s.division ?? s.conference;
    const league = leagueShortName({ slug: s.league_slug, abbreviation: s.league });
    const group = groups.get(key) ?? { key, caption: name ? `${league} · ${name}` : league, rows: [] };
    group.rows.push(s);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    ...g,
    rows: [...g.rows].sort((a, b) => rankOf(a) - rankOf(b) || (a.position ?? 0) - (b.position ?? 0)),
  }));
}

/** Rows a page of tables reaches before the next table starts a new page (tables are never split). */
export const STANDINGS_PAGE_ROWS = 50;

/**
 * The tables of one page (1-based; past the last page, the last) and the number of pages: a page takes whole
 * tables until it holds STANDINGS_PAGE_ROWS rows, so a league's handful of divisions stays on one page while the
 * hub's every-league table of several hundred teams is not one page several megabytes long.
 */
export function standingsPage(groups: StandingsGroup[], page: number) {
  const pages: StandingsGroup[][] = [[]];
  let rows = 0;
  for (const g of groups) {
    if (rows >= STANDINGS_PAGE_ROWS) {
      pages.push([]);
      rows = 0;
    }
    pages[pages.length - 1].push(g);
    rows += g.rows.length;
  }
  const current = Math.min(Math.max(1, page), pages.length);
  return { groups: pages[current - 1], page: current, pages: pages.length };
}

/** Every season (start year) with standings in any league in scope, newest first. */
export function standingSeasons(years: LeagueYears[]): number[] {
  const all = new Set<number>();
  for (const { standings } of years) {
    if (standings) for (let y = standings.min; y <= standings.max; y++) all.add(y);
  }
  return [...all].sort((a, b) => b - a);
}

/** The leagues in scope whose games cover a season (standings on a date are computed from games). */
export function leaguesWithGames(years: LeagueYears[], season: number): LeagueYears[] {
  return years.filter((l) => l.games && l.games.min <= season && season <= l.games.max);
}

/** The leagues in scope with standings but no games (their tables are final only; the page says so). */
export function leaguesWithoutGames(years: LeagueYears[]): LeagueYears[] {
  return years.filter((l) => l.standings && !l.games);
}

/** The leagues in scope with standings for a season but no games that season (left out of its table on a date). */
export function leaguesLeftOut(years: LeagueYears[], season: number): LeagueYears[] {
  const counted = leaguesWithGames(years, season);
  return years.filter(
    (l) => l.standings && l.standings.min <= season && season <= l.standings.max && !counted.includes(l),
  );
}
