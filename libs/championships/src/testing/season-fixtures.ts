// Season, standing and game fixtures for the seasons screens' tests and stories (values from the real dataset;
// the "this year" and "next year" seasons are relative to today so the derived status stays stable).
import type { Game, Season, Standing } from '@trophy-room/contract';

const football = { name: 'Football', slug: 'football', abbreviation: 'FB' };
const basketball = { name: 'Basketball', slug: 'basketball', abbreviation: 'BB' };
const hockey = { name: 'Hockey', slug: 'hockey', abbreviation: 'HK' };
const thisYear = new Date().getFullYear();

const nflSeason = (id: number, start_year: number, over: Partial<Season> = {}): Season => ({
  id,
  slug: `nfl-${start_year}`,
  name: `${start_year} NFL Season`,
  start_year,
  end_year: start_year + 1,
  sport: football,
  league: 'National Football League',
  league_slug: 'nfl',
  league_abbreviation: 'NFL',
  level: 'Professional',
  level_slug: 'professional',
  champion: null,
  regular_season_start: `${start_year}-09-05`,
  regular_season_end: `${start_year + 1}-01-05`,
  playoffs_start: `${start_year + 1}-01-11`,
  playoffs_end: `${start_year + 1}-02-09`,
  start_date: `${start_year}-09-05`,
  end_date: `${start_year + 1}-02-09`,
  teams_count: 32,
  games_count: 285,
  championship: null,
  playoffs_format: '14-team single elimination',
  regular_season_games: 17,
  is_active: false,
  ...over,
});

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
export const nba2024: Season = {
  ...nflSeason(300, 2024),
  slug: 'nba-2024',
  name: '2024-25 NBA Season',
  sport: basketball,
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
};
export const cbb2024: Season = {
  ...nflSeason(500, 2024),
  slug: 'ncaa-mbb-2024',
  name: '2024-25 NCAA Basketball Season',
  sport: basketball,
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
};
/** Starts this calendar year with no dates: active. */
export const nhlThisYear: Season = {
  ...nflSeason(400, thisYear, { regular_season_start: null, playoffs_end: null, playoffs_start: null }),
  slug: `nhl-${thisYear}`,
  name: `${thisYear}-${String((thisYear + 1) % 100).padStart(2, '0')} NHL Season`,
  sport: hockey,
  league: 'National Hockey League',
  league_slug: 'nhl',
  league_abbreviation: 'NHL',
};
/** Starts next calendar year: upcoming. */
export const nflNextYear = nflSeason(107, thisYear + 1);

export const seasons: Season[] = [nflNextYear, nhlThisYear, nfl2024, nba2024, cbb2024, nfl2023, nfl1995];

const team = (id: number, city: string, name: string, slug: string) => ({
  id,
  slug,
  name,
  city,
  abbreviation: null,
  sport_name: 'Football',
});

export const standing = (
  id: number,
  t: ReturnType<typeof team>,
  rank: number,
  wins: number,
  losses: number,
  over: Partial<Standing> = {},
) =>
  ({
    id,
    team: t,
    rank,
    position: rank,
    wins,
    losses,
    ties: 0,
    win_percentage: wins / (wins + losses),
    division: 'NFC East',
    conference: 'NFC',
    is_champion: false,
    playoff_result: null,
    season: 2024,
    ...over,
  }) as Standing;

export const nfl2024Standings: Standing[] = [
  standing(2, team(9, 'Dallas', 'Dallas Cowboys', 'dallas-cowboys'), 3, 7, 10),
  standing(1, team(25, 'Philadelphia', 'Philadelphia Eagles', 'philadelphia-eagles'), 1, 14, 3, {
    is_champion: true,
  }),
  standing(3, team(16, 'Kansas City', 'Kansas City Chiefs', 'kansas-city-chiefs'), 1, 15, 2, {
    division: 'AFC West',
    conference: 'AFC',
    playoff_result: 'Lost Super Bowl',
  }),
];

export const superBowlLix = {
  id: 9001,
  slug: 'super-bowl-lix',
  game_date: '2025-02-09',
  home_team: team(16, 'Kansas City', 'Kansas City Chiefs', 'kansas-city-chiefs'),
  away_team: team(25, 'Philadelphia', 'Philadelphia Eagles', 'philadelphia-eagles'),
  home_score: 22,
  away_score: 40,
  is_playoff: true,
  is_neutral: true,
  round: 'Super Bowl',
  overtime: null,
  season: { id: 105, slug: 'nfl-2024', name: '2024 NFL Season', start_year: 2024 },
} as unknown as Game;
