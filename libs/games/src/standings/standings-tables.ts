// What /standings shows, computed where the rows are read (on the server for the first render): the tables of the
// URL's page, the counters over every row the filters match, the filter options and what the notes count. The page
// embeds this, not every row of the table (the hub's latest tables: hundreds of teams in every league).
import type { LeagueYears } from '@trophy-room/api-client';
import type { Standing } from '@trophy-room/contract';
import { ALL } from '@trophy-room/routes';
import type { FilterOption as Option } from '@trophy-room/ui-kit';
import {
  filterStandings,
  groupOptions,
  groupStandings,
  leaguesWithGames,
  standingCounts,
  standingsPage,
  type StandingsGroup,
} from './standing-rows';
import type { TablesKey } from './standings-tables-query';

export interface StandingsTables {
  groups: StandingsGroup[];
  page: number;
  pages: number;
  counts: ReturnType<typeof standingCounts>;
  conferences: Option[];
  divisions: Option[];
  /** Rows per league in the table before the filters (the notes tell a title round's one or two teams). */
  leagueRows: Record<string, number>;
  /** Each league's season note where its records are partial ("NCAA Football 2024: records derived from …"). */
  coverageNotes: string[];
  /** For a season still being played (its tables from the feeds), the latest day its tables stand on; else null. */
  inProgressAsOf: string | null;
}

/** The table's rows for the URL's filters, paged: the latest, a final table, or a table on a date. */
export function standingsTables(rows: Standing[], leagues: LeagueYears[], p: TablesKey): StandingsTables {
  const onDate = p.season !== 0 && p.date !== '';
  // A table on a date counts the leagues whose games cover the season (the others have no games to count).
  const counted = new Set(leaguesWithGames(leagues, p.season).map((l) => l.league));
  const all = onDate && leagues.length ? rows.filter((r) => counted.has(r.league_slug)) : rows;
  const inSport = all.filter((s) => p.sport === ALL || s.sport.slug === p.sport);
  const inConference = inSport.filter((s) => p.conference === ALL || s.conference_slug === p.conference);
  const visible = filterStandings(all, p);
  const leagueRows: Record<string, number> = {};
  for (const r of rows) leagueRows[r.league_slug] = (leagueRows[r.league_slug] ?? 0) + 1;
  return {
    ...standingsPage(groupStandings(visible), p.page),
    counts: standingCounts(visible),
    conferences: groupOptions(inSport, 'conference'),
    divisions: groupOptions(inConference, 'division'),
    leagueRows,
    coverageNotes: [
      ...new Set(visible.filter((r) => r.coverage_note).map((r) => `${r.season_name}: ${r.coverage_note}.`)),
    ],
    inProgressAsOf:
      visible
        .filter((r) => r.in_progress && r.last_updated)
        .map((r) => r.last_updated!)
        .sort()
        .at(-1) ?? null,
  };
}
