// Builders of the championships area: a Super Bowl by default (real values), overrides replace whole fields.
import type {
  Champion,
  Championship,
  ChampionshipResult,
  ChampionshipStats,
  ChampionsSummary,
  Season,
  SeasonYears,
} from '../../championships';
import { nflScope, slugOf } from '../refs';

export function aChampionship(overrides: Partial<Championship> = {}): Championship {
  return {
    id: 1,
    slug: 'super-bowl',
    name: 'Super Bowl',
    official_name: 'Super Bowl',
    description: 'The championship game of the National Football League.',
    trophy_name: 'Vince Lombardi Trophy',
    first_year: 1966,
    last_year: null,
    format: 'Single game',
    ...nflScope,
    editions_count: 59,
    ended_note: null,
    successor: null,
    missing_note: null,
    data_as_of: '2026-02-08',
    ...overrides,
  };
}

/** An edition: `year` is the season start year; the title year, season and date follow from it. */
export function aChampionshipResult(overrides: Partial<ChampionshipResult> = {}): ChampionshipResult {
  const year = overrides.year ?? 2023;
  const winner = overrides.winner_name ?? 'Kansas City Chiefs';
  return {
    id: year,
    championship: { id: 1, slug: 'super-bowl', name: 'Super Bowl' },
    year,
    // Football titles are labelled by the season's year; the final is played the next February.
    title_year: year,
    edition: null,
    season: {
      id: year,
      slug: `nfl-${year}`,
      name: `${year} NFL Season`,
      start_year: year,
      end_year: year + 1,
    },
    winner: { id: year, slug: slugOf(winner), name: winner, city: null, abbreviation: null },
    winner_name: winner,
    runner_up: null,
    runner_up_name: 'San Francisco 49ers',
    winner_score: 25,
    runner_up_score: 22,
    series_result: null,
    overtime: null,
    game_date: `${year + 1}-02-11`,
    venue: { id: 4, name: 'Allegiant Stadium', city: 'Las Vegas', state: 'NV' },
    mvp: 'Patrick Mahomes',
    mvp_slug: 'patrick-mahomes',
    coach: 'Andy Reid',
    record: '11-6',
    notes: null,
    vacated_note: null,
    ...overrides,
  };
}

export function aChampionshipStats(overrides: Partial<ChampionshipStats> = {}): ChampionshipStats {
  return {
    total_games: 59,
    team_championships: [
      {
        team__name: 'New England Patriots',
        team__slug: 'new-england-patriots',
        team_id: 10,
        championships_won: 6,
      },
      {
        team__name: 'Pittsburgh Steelers',
        team__slug: 'pittsburgh-steelers',
        team_id: 11,
        championships_won: 6,
      },
    ],
    longest_streak: { team: 'Green Bay Packers', years: 2, start_year: 1966, end_year: 1967 },
    highest_score: 55,
    highest_score_game: { year: 1989, title_year: 1989, team: 'San Francisco 49ers', score: '55-10' },
    total_teams: 35,
    total_champions: 20,
    ...overrides,
  };
}

/** A title: `year` is the season start year; football's title year is the same (basketball/hockey pass theirs). */
export function aChampion(overrides: Partial<Champion> = {}): Champion {
  const year = overrides.year ?? 2023;
  return {
    id: 1,
    year,
    title_year: year,
    game_date: null,
    team_id: null,
    team_slug: null,
    team_city: null,
    team_name: 'Kansas City Chiefs',
    team_abbreviation: null,
    championship_id: 1,
    championship_slug: 'super-bowl',
    championship_name: 'Super Bowl',
    record: null,
    coach: null,
    season_id: null,
    season_name: `${year}-${String((year + 1) % 100).padStart(2, '0')} Season`,
    opponent: null,
    score: null,
    ...nflScope,
    ...overrides,
  };
}

/** An NFL season starting in `start_year` (default 2023), with the league's usual dates. */
export function aSeason(overrides: Partial<Season> = {}): Season {
  const start = overrides.start_year ?? 2023;
  return {
    id: 100 + (start % 100),
    slug: `nfl-${start}`,
    name: `${start} NFL Season`,
    start_year: start,
    end_year: start + 1,
    sport: nflScope.sport,
    league: 'National Football League',
    league_slug: 'nfl',
    league_abbreviation: 'NFL',
    level: 'Professional',
    level_slug: 'professional',
    champion: null,
    regular_season_start: `${start}-09-05`,
    regular_season_end: `${start + 1}-01-05`,
    playoffs_start: `${start + 1}-01-11`,
    playoffs_end: `${start + 1}-02-09`,
    start_date: `${start}-09-05`,
    end_date: `${start + 1}-02-09`,
    teams_count: 32,
    games_count: 285,
    championship: null,
    playoffs_format: '14-team single elimination',
    regular_season_games: 17,
    is_active: false,
    ...overrides,
  };
}

/** The champions summary of a site holding one title (aChampion), with `overrides` applied. */
export function aChampionsSummary(overrides: Partial<ChampionsSummary> = {}): ChampionsSummary {
  const champion = aChampion();
  return {
    count: 1,
    latest_title_year: champion.title_year,
    most_titles: { team: champion.team_name, titles: 1 },
    recent: { year: champion.title_year, champions: [champion] },
    ...overrides,
  };
}

/** The NFL's seasons with data, 1920 to `current` (default 2024): the season picker's options. */
export function aSeasonYears(overrides: Partial<SeasonYears> = {}): SeasonYears {
  const current = overrides.current ?? 2024;
  const years = Array.from({ length: current - 1919 }, (_, i) => current - i);
  return { current, years, ...overrides };
}
