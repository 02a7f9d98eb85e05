// The home page's API answers: titles in the previous calendar year (as the champions summary), a latest season,
// two championships, and totals (106 seasons, 32 teams, 14 recent games).
import type { Champion, ChampionsSummary } from '../../championships';
import { aChampion, aChampionship, aChampionsSummary, aSeason } from '../builders/championships';
import { aCoverage, aCoverageEntry } from '../builders/core';
import { aTeam } from '../builders/teams';
import { leagues, levels, sports } from '../refs';
import { mockApi } from '../handlers';

export const previousYear = new Date().getFullYear() - 1;

/** A Philadelphia Eagles Super Bowl title in the previous year, with `over` applied. */
export function homeChampion(id: number, over: Partial<Champion> = {}): Champion {
  return aChampion({
    id,
    year: previousYear - 1,
    title_year: previousYear,
    game_date: `${previousYear}-02-09`,
    team_id: id,
    team_slug: `team-${id}`,
    team_city: 'Philadelphia',
    team_name: 'Philadelphia Eagles',
    team_abbreviation: 'PHI',
    record: '14-3',
    coach: 'Nick Sirianni',
    season_id: id,
    season_name: `${previousYear - 1} NFL Season`,
    opponent: 'Kansas City Chiefs',
    score: '40-22',
    ...over,
  });
}

const scope = (sport: keyof typeof sports, level: keyof typeof levels, league: Champion['league']) => ({
  sport: sports[sport],
  level: levels[level],
  league,
});
const ncaaBaseball = {
  id: 5,
  slug: 'ncaa-baseball',
  name: 'NCAA Division I Baseball',
  abbreviation: 'NCAABSB',
};
const ncaaHockey = {
  id: 8,
  slug: 'ncaa-hockey',
  name: "NCAA Division I Men's Ice Hockey",
  abbreviation: 'NCAAH',
};

export const homeChampions: Champion[] = [
  homeChampion(1),
  homeChampion(2, {
    ...scope('basketball', 'pro', leagues.nba),
    championship_name: 'NBA Finals',
    team_city: 'Oklahoma City',
    team_name: 'Oklahoma City Thunder',
    opponent: 'Indiana Pacers',
    score: '4-3',
  }),
  homeChampion(3, {
    ...scope('baseball', 'pro', leagues.mlb),
    championship_name: 'World Series',
    team_city: 'Los Angeles',
    team_name: 'Los Angeles Dodgers',
    opponent: 'Toronto Blue Jays',
    score: null,
    record: '93-69',
  }),
  homeChampion(4, {
    ...scope('baseball', 'ncaa', ncaaBaseball),
    championship_name: "Men's College World Series",
    team_city: 'Baton Rouge',
    team_name: 'LSU',
    opponent: 'Coastal Carolina',
    score: '2-0',
  }),
  homeChampion(5, {
    ...scope('hockey', 'pro', leagues.nhl),
    championship_name: 'Stanley Cup Final',
    team_city: 'Sunrise',
    team_name: 'Florida Panthers',
    opponent: 'Edmonton Oilers',
    score: '4-2',
  }),
  homeChampion(6, {
    ...scope('hockey', 'ncaa', ncaaHockey),
    championship_name: 'Frozen Four',
    team_city: 'Boston',
    team_name: 'Western Michigan',
    opponent: 'Boston University',
    score: '6-2',
  }),
  // The same franchise (team_id 7) in two seasons: the Chiefs lead with two titles.
  homeChampion(7, {
    title_year: previousYear - 1,
    team_name: 'Kansas City Chiefs',
    team_city: 'Kansas City',
    opponent: 'San Francisco 49ers',
    score: '25-22',
  }),
  homeChampion(8, {
    title_year: previousYear - 2,
    team_id: 7,
    team_name: 'Kansas City Chiefs',
    team_city: 'Kansas City',
  }),
];

/** The champions summary of `homeChampions`: the first 5 of the previous year; the Chiefs lead with two titles. */
export const homeChampionsSummary: ChampionsSummary = aChampionsSummary({
  count: homeChampions.length,
  latest_title_year: previousYear,
  most_titles: { team: 'Kansas City Chiefs', titles: 2 },
  recent: { year: previousYear, champions: homeChampions.slice(0, 5) },
});

export const latestSeason = aSeason({ id: 99, start_year: previousYear });

export const homeChampionships = [
  aChampionship(),
  aChampionship({ id: 2, slug: 'nfl-championship', name: 'NFL Championship' }),
];

/** The dataset behind the site: 18,184 games and 110 title results (the NFL's rows). */
export const homeCoverage = aCoverage([
  aCoverageEntry({ table: 'games', rows: 18184, min_year: 1920, max_year: 2025 }),
  aCoverageEntry({ table: 'championship_results', rows: 110, min_year: 1920, max_year: 2025 }),
]);

export const homeHandlers = {
  success: [
    mockApi.page('seasons', [latestSeason], { count: 106 }),
    mockApi.page('championships', homeChampionships),
    mockApi.data('championsSummary', homeChampionsSummary),
    mockApi.page('teams', [aTeam({ id: 1, name: 'Arizona Cardinals' })], { count: 32 }),
    mockApi.page('gamesRecent', [], { count: 14 }),
    mockApi.data('coverage', homeCoverage),
  ],
  loading: [mockApi.loading()],
  error: [mockApi.error()],
  empty: [
    mockApi.page('seasons', []),
    mockApi.page('championships', []),
    mockApi.data(
      'championsSummary',
      aChampionsSummary({ count: 0, latest_title_year: null, most_titles: null, recent: null }),
    ),
    mockApi.page('teams', []),
    mockApi.page('gamesRecent', []),
    mockApi.data('coverage', aCoverage([])),
  ],
};
