// Championship, result, stats and champion fixtures from the real dataset, for tests and stories.
import type { Champion, Championship, ChampionshipResult, ChampionshipStats } from '@trophy-room/contract';

const football = { name: 'Football', slug: 'football', abbreviation: 'FB' };
const basketball = { name: 'Basketball', slug: 'basketball', abbreviation: 'BB' };
const hockey = { name: 'Hockey', slug: 'hockey', abbreviation: 'HK' };
const pro = { name: 'Professional', slug: 'professional' };
const ncaa = { name: 'NCAA Division I', slug: 'ncaa-division-i' };
const nflLeague = { id: 1, slug: 'nfl', name: 'National Football League', abbreviation: 'NFL' };
const ncaaMbb = { id: 6, slug: 'ncaa-mbb', name: "NCAA Men's Basketball", abbreviation: 'NCAA' };
const nhlLeague = { id: 4, slug: 'nhl', name: 'National Hockey League', abbreviation: 'NHL' };

export const superBowl: Championship = {
  id: 1,
  slug: 'super-bowl',
  name: 'Super Bowl',
  official_name: 'Super Bowl',
  description: 'The championship game of the National Football League.',
  trophy_name: 'Vince Lombardi Trophy',
  first_year: 1966,
  last_year: null,
  format: 'Single game',
  sport: football,
  level: pro,
  league: nflLeague,
  editions_count: 59,
  ended_note: null,
  successor: null,
  missing_note: null,
  data_as_of: '2026-02-08',
};

export const nflChampionship: Championship = {
  ...superBowl,
  id: 2,
  slug: 'nfl-championship',
  name: 'NFL Championship',
  official_name: 'NFL Championship (pre-merger)',
  description: null,
  trophy_name: 'Ed Thorp Memorial Trophy',
  first_year: 1920,
  last_year: 1969,
  format: null,
  editions_count: 50,
  ended_note: 'Discontinued after the 1969 season: with the AFL-NFL merger in 1970 the NFL title has been decided by the Super Bowl.',
  successor: { slug: 'super-bowl', name: 'Super Bowl' },
};

export const marchMadness: Championship = {
  id: 3,
  slug: 'ncaa-mens-basketball-tournament',
  name: "NCAA Men's Basketball Tournament",
  official_name: "NCAA Division I Men's Basketball Tournament",
  description: null,
  trophy_name: null,
  first_year: 1939,
  last_year: null,
  format: null,
  sport: basketball,
  level: ncaa,
  league: ncaaMbb,
  editions_count: 87,
  ended_note: null,
  successor: null,
  missing_note: null,
  data_as_of: '2026-04-06',
};

export const stanleyCup: Championship = {
  ...superBowl,
  id: 4,
  slug: 'stanley-cup',
  name: 'Stanley Cup Final',
  official_name: null,
  description: null,
  trophy_name: 'Stanley Cup',
  first_year: 1918,
  format: 'Best-of-seven series',
  sport: hockey,
  league: nhlLeague,
};

export const championships = [superBowl, nflChampionship, marchMadness, stanleyCup];

const result = (
  year: number,
  edition: string,
  winner: string,
  runnerUp: string,
  w: number,
  r: number,
  extra: Partial<ChampionshipResult> = {},
): ChampionshipResult => ({
  id: year,
  championship: { id: 1, slug: 'super-bowl', name: 'Super Bowl' },
  year,
  // Football titles are labelled by the season's year; the final is played the next February.
  title_year: year,
  edition,
  season: { id: year, slug: `nfl-${year}`, name: `${year} NFL Season`, start_year: year, end_year: year + 1 },
  winner: { id: year, slug: winner.toLowerCase().replace(/ /g, '-'), name: winner, city: null, abbreviation: null },
  winner_name: winner,
  runner_up: null,
  runner_up_name: runnerUp,
  winner_score: w,
  runner_up_score: r,
  series_result: null,
  overtime: null,
  game_date: `${year + 1}-02-09`,
  venue: { id: 1, name: 'Caesars Superdome', city: 'New Orleans', state: 'LA' },
  mvp: 'Jalen Hurts',
  coach: 'Nick Sirianni',
  record: '14-3',
  notes: null,
  ...extra,
});

export const superBowlResults: ChampionshipResult[] = [
  result(2020, 'LV', 'Tampa Bay Buccaneers', 'Kansas City Chiefs', 31, 9, { mvp: 'Tom Brady', venue: { id: 2, name: 'Raymond James Stadium', city: 'Tampa', state: 'FL' } }),
  result(2024, 'LIX', 'Philadelphia Eagles', 'Kansas City Chiefs', 40, 22),
  result(2022, 'LVII', 'Kansas City Chiefs', 'Philadelphia Eagles', 38, 35, { mvp: 'Patrick Mahomes', venue: { id: 3, name: 'State Farm Stadium', city: 'Glendale', state: 'AZ' } }),
  result(2023, 'LVIII', 'Kansas City Chiefs', 'San Francisco 49ers', 25, 22, { overtime: 'OT', mvp: 'Patrick Mahomes', venue: { id: 4, name: 'Allegiant Stadium', city: 'Las Vegas', state: 'NV' } }),
  result(2021, 'LVI', 'Los Angeles Rams', 'Cincinnati Bengals', 23, 20, { mvp: 'Cooper Kupp', venue: { id: 5, name: 'SoFi Stadium', city: 'Inglewood', state: 'CA' } }),
  result(2019, 'LIV', 'Kansas City Chiefs', 'San Francisco 49ers', 31, 20, { mvp: 'Patrick Mahomes', venue: null }),
];

export const superBowlStats: ChampionshipStats = {
  total_games: 59,
  team_championships: [
    { team__name: 'New England Patriots', team__slug: 'new-england-patriots', team_id: 10, championships_won: 6 },
    { team__name: 'Pittsburgh Steelers', team__slug: 'pittsburgh-steelers', team_id: 11, championships_won: 6 },
  ],
  longest_streak: { team: 'Green Bay Packers', years: 2, start_year: 1966, end_year: 1967 },
  highest_score: 55,
  highest_score_game: { year: 1989, title_year: 1989, team: 'San Francisco 49ers', score: '55-10' },
  total_teams: 35,
  total_champions: 20,
};

const champion = (c: Partial<Champion> & Pick<Champion, 'id' | 'year' | 'team_name' | 'championship_name'>): Champion => ({
  // Football's title year is the season's; basketball and hockey entries pass the year their season ends.
  title_year: c.year,
  game_date: null,
  team_id: null,
  team_slug: null,
  team_city: null,
  team_abbreviation: null,
  championship_id: 1,
  championship_slug: 'super-bowl',
  record: null,
  coach: null,
  season_id: null,
  season_name: `${c.year}-${String((c.year + 1) % 100).padStart(2, '0')} Season`,
  opponent: null,
  score: null,
  sport: football,
  level: pro,
  league: nflLeague,
  ...c,
});

export const champions: Champion[] = [
  champion({ id: 1, year: 2024, game_date: '2025-02-09', team_name: 'Philadelphia Eagles', championship_name: 'Super Bowl', record: '14-3', coach: 'Nick Sirianni', opponent: 'Kansas City Chiefs', score: '40-22' }),
  champion({ id: 2, year: 2023, game_date: '2024-02-11', team_name: 'Kansas City Chiefs', championship_name: 'Super Bowl', record: '11-6', coach: 'Andy Reid', score: '25-22' }),
  champion({
    id: 3,
    year: 2024,
    team_name: 'Florida Gators',
    championship_name: "NCAA Men's Basketball Tournament",
    championship_slug: 'ncaa-mens-basketball-tournament',
    title_year: 2025,
    game_date: '2025-04-07',
    record: '36-4',
    coach: 'Todd Golden',
    score: '65-63',
    opponent: 'Houston Cougars',
    sport: basketball,
    level: ncaa,
    league: ncaaMbb,
  }),
  champion({
    id: 4,
    year: 2023,
    team_name: 'Florida Panthers',
    championship_name: 'Stanley Cup Final',
    championship_slug: 'stanley-cup',
    title_year: 2024,
    game_date: '2024-06-24',
    record: '52-24-6',
    coach: 'Paul Maurice',
    sport: hockey,
    league: nhlLeague,
  }),
];
