// Championships, Super Bowl results and stats, and champions across sports (values from the real dataset), as the
// championships screens' tests and stories read them.
import type { Champion, Championship, ChampionshipResult } from '../../championships';
import { aChampion, aChampionship, aChampionshipResult, aChampionshipStats } from '../builders/championships';
import { leagues, levels, sports } from '../refs';

export const superBowl: Championship = aChampionship();

export const nflChampionship: Championship = aChampionship({
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
  ended_note:
    'Discontinued after the 1969 season: with the AFL-NFL merger in 1970 the NFL title has been decided by the Super Bowl.',
  successor: { slug: 'super-bowl', name: 'Super Bowl' },
});

export const marchMadness: Championship = aChampionship({
  id: 3,
  slug: 'ncaa-mens-basketball-tournament',
  name: "NCAA Men's Basketball Tournament",
  official_name: "NCAA Division I Men's Basketball Tournament",
  description: null,
  trophy_name: null,
  first_year: 1939,
  format: null,
  sport: sports.basketball,
  level: levels.ncaa,
  league: leagues.ncaaMbb,
  editions_count: 87,
  data_as_of: '2026-04-06',
});

export const stanleyCup: Championship = aChampionship({
  id: 4,
  slug: 'stanley-cup',
  name: 'Stanley Cup Final',
  official_name: null,
  description: null,
  trophy_name: 'Stanley Cup',
  first_year: 1918,
  format: 'Best-of-seven series',
  sport: sports.hockey,
  league: leagues.nhl,
});

export const championships = [superBowl, nflChampionship, marchMadness, stanleyCup];

const result = (
  year: number,
  edition: string,
  winner: string,
  runnerUp: string,
  w: number,
  r: number,
  extra: Partial<ChampionshipResult> = {},
) =>
  aChampionshipResult({
    year,
    edition,
    winner_name: winner,
    runner_up_name: runnerUp,
    winner_score: w,
    runner_up_score: r,
    game_date: `${year + 1}-02-09`,
    venue: { id: 1, name: 'Caesars Superdome', city: 'New Orleans', state: 'LA' },
    mvp: 'Jalen Hurts',
    mvp_slug: 'jalen-hurts',
    coach: 'Nick Sirianni',
    record: '14-3',
    ...extra,
  });

export const superBowlResults: ChampionshipResult[] = [
  result(2020, 'LV', 'Tampa Bay Buccaneers', 'Kansas City Chiefs', 31, 9, {
    mvp: 'Tom Brady',
    mvp_slug: 'tom-brady',
    venue: { id: 2, name: 'Raymond James Stadium', city: 'Tampa', state: 'FL' },
  }),
  result(2024, 'LIX', 'Philadelphia Eagles', 'Kansas City Chiefs', 40, 22),
  result(2022, 'LVII', 'Kansas City Chiefs', 'Philadelphia Eagles', 38, 35, {
    mvp: 'Patrick Mahomes',
    mvp_slug: 'patrick-mahomes',
    venue: { id: 3, name: 'State Farm Stadium', city: 'Glendale', state: 'AZ' },
  }),
  result(2023, 'LVIII', 'Kansas City Chiefs', 'San Francisco 49ers', 25, 22, {
    overtime: 'OT',
    mvp: 'Patrick Mahomes',
    mvp_slug: 'patrick-mahomes',
    venue: { id: 4, name: 'Allegiant Stadium', city: 'Las Vegas', state: 'NV' },
  }),
  result(2021, 'LVI', 'Los Angeles Rams', 'Cincinnati Bengals', 23, 20, {
    mvp: 'Cooper Kupp',
    mvp_slug: null,
    venue: { id: 5, name: 'SoFi Stadium', city: 'Inglewood', state: 'CA' },
  }),
  result(2019, 'LIV', 'Kansas City Chiefs', 'San Francisco 49ers', 31, 20, {
    mvp: 'Patrick Mahomes',
    mvp_slug: 'patrick-mahomes',
    venue: null,
  }),
];

export const superBowlStats = aChampionshipStats();

export const champions: Champion[] = [
  aChampion({
    id: 1,
    year: 2024,
    game_date: '2025-02-09',
    team_name: 'Philadelphia Eagles',
    record: '14-3',
    coach: 'Nick Sirianni',
    opponent: 'Kansas City Chiefs',
    score: '40-22',
  }),
  aChampion({
    id: 2,
    year: 2023,
    game_date: '2024-02-11',
    team_name: 'Kansas City Chiefs',
    record: '11-6',
    coach: 'Andy Reid',
    score: '25-22',
  }),
  aChampion({
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
    sport: sports.basketball,
    level: levels.ncaa,
    league: leagues.ncaaMbb,
  }),
  aChampion({
    id: 4,
    year: 2023,
    team_name: 'Florida Panthers',
    championship_name: 'Stanley Cup Final',
    championship_slug: 'stanley-cup',
    title_year: 2024,
    game_date: '2024-06-24',
    record: '52-24-6',
    coach: 'Paul Maurice',
    sport: sports.hockey,
    league: leagues.nhl,
  }),
];
