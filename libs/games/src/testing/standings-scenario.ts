// The standings screen's scenario for tests and stories: part of the 2023 NFL AFC (Kansas City won Super Bowl LVIII;
// Buffalo and Miami made the playoffs; Jacksonville missed them on the last day), the seasons the data holds, and
// a table on a date (Nov 15, 2023) computed from the games.
import type { LeagueYears } from '@trophy-room/api-client';
import type { Coverage, Standing } from '@trophy-room/contract';
import { aStanding, aTeamRef, mockApi } from '@trophy-room/contract/testing';

const line = (
  id: number,
  team: [slug: string, name: string, city: string, abbreviation: string],
  [wins, losses]: [number, number],
  rank: number,
  group: [division: string, divisionSlug: string],
  extra: Partial<Standing> = {},
): Standing =>
  aStanding({
    id,
    team: aTeamRef({ id, slug: team[0], name: team[1], city: team[2], abbreviation: team[3] }),
    wins,
    losses,
    ties: 0,
    games_played: wins + losses,
    win_percentage: Math.round((wins / (wins + losses)) * 1000) / 1000,
    rank,
    position: rank,
    division: group[0],
    division_slug: group[1],
    playoff_position: 'eliminated',
    last_updated: '2024-02-11',
    ...extra,
  });

const west: [string, string] = ['AFC West', 'afc-west'];
const east: [string, string] = ['AFC East', 'afc-east'];
const south: [string, string] = ['AFC South', 'afc-south'];

export const chiefs = line(
  1,
  ['kansas-city-chiefs', 'Kansas City Chiefs', 'Kansas City', 'KC'],
  [11, 6],
  1,
  west,
  {
    playoff_position: 'champion',
    is_champion: true,
    playoff_result: 'Won Super Bowl',
    home_record: '6-3',
    away_record: '5-3',
    division_record: '4-2',
    conference_record: '9-3',
    points_for: 371,
    points_against: 294,
  },
);

export const afc2023: Standing[] = [
  chiefs,
  line(2, ['las-vegas-raiders', 'Las Vegas Raiders', 'Las Vegas', 'LV'], [8, 9], 2, west),
  line(3, ['denver-broncos', 'Denver Broncos', 'Denver', 'DEN'], [8, 9], 3, west),
  line(4, ['los-angeles-chargers', 'Los Angeles Chargers', 'Los Angeles', 'LAC'], [5, 12], 4, west),
  line(5, ['buffalo-bills', 'Buffalo Bills', 'Buffalo', 'BUF'], [11, 6], 1, east, {
    playoff_position: 'playoffs',
    home_record: '7-2',
  }),
  line(6, ['miami-dolphins', 'Miami Dolphins', 'Miami', 'MIA'], [11, 6], 2, east, {
    playoff_position: 'playoffs',
  }),
  line(7, ['new-york-jets', 'New York Jets', 'New York', 'NYJ'], [7, 10], 3, east),
  line(8, ['new-england-patriots', 'New England Patriots', 'New England', 'NE'], [4, 13], 4, east),
  line(9, ['jacksonville-jaguars', 'Jacksonville Jaguars', 'Jacksonville', 'JAX'], [9, 8], 2, south, {
    playoff_position: 'bubble',
  }),
];

/** The AFC West on Nov 15, 2023, as the API computes it from the games (no playoff places on a date). */
export const afcWestOnDate: Standing[] = [
  line(1, ['kansas-city-chiefs', 'Kansas City Chiefs', 'Kansas City', 'KC'], [7, 2], 1, west),
  line(3, ['denver-broncos', 'Denver Broncos', 'Denver', 'DEN'], [4, 5], 2, west),
  line(2, ['las-vegas-raiders', 'Las Vegas Raiders', 'Las Vegas', 'LV'], [4, 6], 3, west),
  line(4, ['los-angeles-chargers', 'Los Angeles Chargers', 'Los Angeles', 'LAC'], [4, 5], 4, west),
].map((s) => ({ ...s, playoff_position: null, last_updated: '2023-11-15' }));

const coverageEntry = (table: string, rows: number, min: number | null, max: number | null) => ({
  league: 'nfl',
  league_name: 'National Football League',
  sport: null,
  level: null,
  table,
  rows,
  min_year: min,
  max_year: max,
  held: min === null || max === null ? [] : [{ first_year: min, last_year: max }],
  missing: [],
});

/** The coverage report: NFL standings and games 1920-2025; college baseball standings without games. */
export const coverage = (withGames = true): Coverage => ({
  leagues: [
    {
      league: 'nfl',
      league_name: 'National Football League',
      tables: [
        coverageEntry('team_seasons', 2412, 1920, 2025),
        ...(withGames ? [coverageEntry('games', 18184, 1920, 2025)] : []),
      ],
    },
  ],
  total_rows: 20596,
});

export const nflYears: LeagueYears[] = [
  {
    league: 'nfl',
    name: 'National Football League',
    standings: { min: 1920, max: 2025 },
    games: { min: 1920, max: 2025 },
  },
];

/** LSU, 2023 College World Series champion: a league whose data has tables but no games. */
export const lsu2023 = aStanding({
  id: 90,
  team: aTeamRef({ id: 90, slug: 'lsu-baseball', name: 'LSU', city: 'Baton Rouge', abbreviation: 'LSU' }),
  wins: null,
  losses: null,
  rank: 1,
  position: 1,
  division: null,
  division_slug: null,
  conference: null,
  conference_slug: null,
  league: 'NCAABSB',
  league_slug: 'ncaa-baseball',
  playoff_position: 'champion',
  is_champion: true,
});

const collegeBaseball = {
  league: 'ncaa-baseball',
  league_name: 'NCAA Division I Baseball',
  tables: [{ ...coverageEntry('team_seasons', 156, 1947, 2025), league: 'ncaa-baseball' }],
};

const table = ({ url }: { url: URL }) => (url.searchParams.get('date') ? afcWestOnDate : afc2023);

export const standingsHandlers = {
  success: [
    mockApi.page('standings', table),
    mockApi.page('standingsCurrent', afc2023),
    mockApi.data('coverage', coverage()),
  ],
  /** A site whose data holds tables but no games (college baseball and hockey). */
  noGames: [
    mockApi.page('standings', afc2023),
    mockApi.page('standingsCurrent', afc2023),
    mockApi.data('coverage', coverage(false)),
  ],
  /** The hub: the NFL with games, college baseball without. */
  mixed: [
    mockApi.page('standings', ({ url }) => [...table({ url }), lsu2023]),
    mockApi.page('standingsCurrent', [...afc2023, lsu2023]),
    mockApi.data('coverage', { ...coverage(), leagues: [...coverage().leagues, collegeBaseball] }),
  ],
  empty: [
    mockApi.page('standings', []),
    mockApi.page('standingsCurrent', []),
    mockApi.data('coverage', coverage()),
  ],
  loading: [mockApi.loading()],
  error: [
    mockApi.error('standingsCurrent'),
    mockApi.error('standings'),
    mockApi.data('coverage', coverage()),
  ],
};
