// Test and story data for the home page: API answers shaped as the contract says, titles in the previous year.
import type { Champion, Championship, Paginated, Season } from '@trophy-room/contract';

export const previousYear = new Date().getFullYear() - 1;

const ref = { nfl: { id: 1, slug: 'nfl', name: 'National Football League', abbreviation: 'NFL' } };

export function champion(id: number, over: Partial<Champion> = {}): Champion {
  return {
    id,
    year: previousYear - 1,
    title_year: previousYear,
    game_date: `${previousYear}-02-09`,
    team_id: id,
    team_slug: `team-${id}`,
    team_city: 'Philadelphia',
    team_name: 'Philadelphia Eagles',
    team_abbreviation: 'PHI',
    championship_id: 1,
    championship_slug: 'super-bowl',
    championship_name: 'Super Bowl',
    record: '14-3',
    coach: 'Nick Sirianni',
    season_id: id,
    season_name: `${previousYear - 1} NFL Season`,
    opponent: 'Kansas City Chiefs',
    score: '40-22',
    sport: { name: 'Football', slug: 'football', abbreviation: 'FB' },
    level: { name: 'Professional', slug: 'professional' },
    league: ref.nfl,
    ...over,
  };
}

export const homeChampions: Champion[] = [
  champion(1),
  champion(2, {
    championship_name: 'NBA Finals',
    team_city: 'Oklahoma City',
    team_name: 'Oklahoma City Thunder',
    opponent: 'Indiana Pacers',
    score: '4-3',
  }),
  champion(3, {
    championship_name: 'World Series',
    team_city: 'Los Angeles',
    team_name: 'Los Angeles Dodgers',
    opponent: 'Toronto Blue Jays',
    score: null,
    record: '93-69',
  }),
  champion(4, {
    championship_name: "Men's College World Series",
    team_city: 'Baton Rouge',
    team_name: 'LSU',
    opponent: 'Coastal Carolina',
    score: '2-0',
  }),
  champion(5, {
    championship_name: 'Stanley Cup Final',
    team_city: 'Sunrise',
    team_name: 'Florida Panthers',
    opponent: 'Edmonton Oilers',
    score: '4-2',
  }),
  champion(6, {
    championship_name: 'Frozen Four',
    team_city: 'Boston',
    team_name: 'Western Michigan',
    opponent: 'Boston University',
    score: '6-2',
  }),
  // The same franchise (team_id 7) in two seasons: the Chiefs lead with two titles.
  champion(7, {
    title_year: previousYear - 1,
    team_name: 'Kansas City Chiefs',
    team_city: 'Kansas City',
    opponent: 'San Francisco 49ers',
    score: '25-22',
  }),
  champion(8, {
    title_year: previousYear - 2,
    team_id: 7,
    team_name: 'Kansas City Chiefs',
    team_city: 'Kansas City',
  }),
];

export const page = <T>(results: T[], count = results.length): Paginated<T> => ({
  count,
  next: null,
  previous: null,
  results,
});

export const latestSeason = {
  id: 99,
  slug: `nfl-${previousYear}`,
  name: `${previousYear} NFL Season`,
  start_year: previousYear,
  sport: { name: 'Football', slug: 'football', abbreviation: 'FB' },
} as Season;

export const championships = [
  { id: 1, slug: 'super-bowl', name: 'Super Bowl' },
  { id: 2, slug: 'nfl-championship', name: 'NFL Championship' },
] as Championship[];
