// The home page's API answers: titles in the previous calendar year (as the champions summary), a latest season,
// two championships, and totals (106 seasons, 32 teams, 14 recent games).
import type { Champion, ChampionsSummary } from '../../championships';
import { aChampion, aChampionship, aChampionsSummary, aSeason } from '../builders/championships';
import { aTeam } from '../builders/teams';
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

export const homeChampions: Champion[] = [
  homeChampion(1),
  homeChampion(2, {
    championship_name: 'NBA Finals',
    team_city: 'Oklahoma City',
    team_name: 'Oklahoma City Thunder',
    opponent: 'Indiana Pacers',
    score: '4-3',
  }),
  homeChampion(3, {
    championship_name: 'World Series',
    team_city: 'Los Angeles',
    team_name: 'Los Angeles Dodgers',
    opponent: 'Toronto Blue Jays',
    score: null,
    record: '93-69',
  }),
  homeChampion(4, {
    championship_name: "Men's College World Series",
    team_city: 'Baton Rouge',
    team_name: 'LSU',
    opponent: 'Coastal Carolina',
    score: '2-0',
  }),
  homeChampion(5, {
    championship_name: 'Stanley Cup Final',
    team_city: 'Sunrise',
    team_name: 'Florida Panthers',
    opponent: 'Edmonton Oilers',
    score: '4-2',
  }),
  homeChampion(6, {
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

export const homeHandlers = {
  success: [
    mockApi.page('seasons', [latestSeason], { count: 106 }),
    mockApi.page('championships', homeChampionships),
    mockApi.data('championsSummary', homeChampionsSummary),
    mockApi.page('teams', [aTeam({ id: 1, name: 'Arizona Cardinals' })], { count: 32 }),
    mockApi.page('gamesRecent', [], { count: 14 }),
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
  ],
};
