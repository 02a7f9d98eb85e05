// Seasons, standings and a playoff game for the seasons screens (values from the real dataset; the "this year" and
// "next year" seasons are relative to today so their derived status stays stable), and their MSW handlers.
import type { Season } from '../../championships';
import type { Game, Standing } from '../../games';
import type { TeamRef } from '../../core';
import { aSeason } from '../builders/championships';
import { aGame, aStanding } from '../builders/games';
import { mockApi } from '../handlers';
import { aTeamRef, sports } from '../refs';
import { bracketHandlers } from './brackets';

const thisYear = new Date().getFullYear();
const nflSeason = (id: number, start_year: number, over: Partial<Season> = {}): Season =>
  aSeason({ id, start_year, ...over });

export const nfl2024 = nflSeason(105, 2024, {
  champion: {
    team_id: 25,
    team_slug: 'philadelphia-eagles',
    team_name: 'Philadelphia Eagles',
    team_city: 'Philadelphia',
    team_abbreviation: 'PHI',
  },
  championship: 'Super Bowl LIX',
  is_active: true,
});
export const nfl2023 = nflSeason(104, 2023, {
  champion: {
    team_id: 16,
    team_slug: 'kansas-city-chiefs',
    team_name: 'Kansas City Chiefs',
    team_city: 'Kansas City',
    team_abbreviation: 'KC',
  },
  championship: 'Super Bowl LVIII',
});
export const nfl1995 = nflSeason(76, 1995, {
  champion: {
    team_id: 9,
    team_slug: 'dallas-cowboys',
    team_name: 'Dallas Cowboys',
    team_city: 'Dallas',
    team_abbreviation: 'DAL',
  },
  championship: 'Super Bowl XXX',
  playoffs_format: '12-team single elimination',
  regular_season_games: 16,
  teams_count: 30,
});
export const nba2024: Season = nflSeason(300, 2024, {
  slug: 'nba-2024',
  name: '2024-25 NBA Season',
  sport: sports.basketball,
  league: 'National Basketball Association',
  league_slug: 'nba',
  league_abbreviation: 'NBA',
  champion: {
    team_id: 61,
    team_slug: 'oklahoma-city-thunder',
    team_name: 'Oklahoma City Thunder',
    team_city: 'Oklahoma City',
    team_abbreviation: 'OKC',
  },
  championship: 'NBA Finals',
});
export const cbb2024: Season = nflSeason(500, 2024, {
  slug: 'ncaa-mbb-2024',
  name: '2024-25 NCAA Basketball Season',
  sport: sports.basketball,
  league: "NCAA Men's Basketball",
  league_slug: 'ncaa-mbb',
  league_abbreviation: 'NCAA',
  level: 'NCAA Division I',
  level_slug: 'ncaa-division-i',
  champion: {
    team_id: 801,
    team_slug: 'florida-gators',
    team_name: 'Florida',
    team_city: 'Gainesville',
    team_abbreviation: 'FLA',
  },
  championship: "NCAA Men's Basketball Tournament",
});
/** Starts this calendar year with no dates: active. */
export const nhlThisYear: Season = nflSeason(400, thisYear, {
  regular_season_start: null,
  playoffs_end: null,
  playoffs_start: null,
  slug: `nhl-${thisYear}`,
  name: `${thisYear}-${String((thisYear + 1) % 100).padStart(2, '0')} NHL Season`,
  sport: sports.hockey,
  league: 'National Hockey League',
  league_slug: 'nhl',
  league_abbreviation: 'NHL',
});
/** Starts next calendar year: upcoming. */
export const nflNextYear = nflSeason(107, thisYear + 1);

export const seasons: Season[] = [nflNextYear, nhlThisYear, nfl2024, nba2024, cbb2024, nfl2023, nfl1995];

const team = (id: number, city: string, name: string, abbreviation: string | null = null): TeamRef =>
  aTeamRef({ id, city, name, abbreviation });

const standing = (
  id: number,
  t: TeamRef,
  rank: number,
  wins: number,
  losses: number,
  over: Partial<Standing> = {},
) =>
  aStanding({
    id,
    team: t,
    rank,
    position: rank,
    games_played: wins + losses,
    wins,
    losses,
    ties: 0,
    win_percentage: wins / (wins + losses),
    division: 'NFC East',
    division_slug: 'nfc-east',
    conference: 'NFC',
    conference_slug: 'nfc',
    season: 2024,
    season_name: '2024 NFL Season',
    ...over,
  });

export const nfl2024Standings: Standing[] = [
  standing(2, team(9, 'Dallas', 'Dallas Cowboys'), 3, 7, 10),
  standing(1, team(25, 'Philadelphia', 'Philadelphia Eagles'), 1, 14, 3, { is_champion: true }),
  standing(3, team(16, 'Kansas City', 'Kansas City Chiefs'), 1, 15, 2, {
    division: 'AFC West',
    division_slug: 'afc-west',
    conference: 'AFC',
    conference_slug: 'afc',
    playoff_result: 'Lost Super Bowl',
  }),
];

export const superBowlLix: Game = aGame({
  id: 9001,
  slug: 'super-bowl-lix',
  game_date: '2025-02-09',
  home_team: team(16, 'Kansas City', 'Kansas City Chiefs'),
  away_team: team(25, 'Philadelphia', 'Philadelphia Eagles'),
  home_score: 22,
  away_score: 40,
  overtime: null,
  round: 'Super Bowl',
  season: { id: 105, slug: 'nfl-2024', name: '2024 NFL Season', start_year: 2024 },
  season_name: '2024 NFL Season',
});

/** The seasons list, standings of 2024 (none for other seasons) and the 2024 playoff game. */
export const seasonHandlers = {
  success: [
    mockApi.page('seasons', seasons),
    mockApi.page('standings', ({ url }) =>
      url.searchParams.get('season') === '2024' ? nfl2024Standings : [],
    ),
    mockApi.page('games', [superBowlLix]),
    ...bracketHandlers.success,
  ],
  loading: [mockApi.loading('seasons')],
  error: [mockApi.error('seasons', 'The seasons could not be loaded.')],
  empty: [mockApi.page('seasons', [])],
};
