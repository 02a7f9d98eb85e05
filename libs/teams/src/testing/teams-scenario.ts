// The Kansas City Chiefs (Dallas Texans 1960–62) for the teams screens' tests and stories: real names and years.
import {
  aRosterEntry,
  aScheduleGame,
  aTeam,
  aTeamChampionship,
  aTeamFacets,
  aTeamSeason,
  aTeamSeasonSummary,
  aTeamStats,
  mockApi,
} from '@trophy-room/contract/testing';

export const chiefs = aTeam();
export const texans1962 = aTeamSeason({
  start_year: 1962,
  team_name: 'Dallas Texans',
  team_abbreviation: 'DTX',
  wins: 11,
  losses: 3,
  win_percentage: 0.786,
  group_name: 'AFL Western Division',
  conference_name: null,
  division_name: 'AFL Western Division',
  head_coach_name: 'Hank Stram',
  championship_won: true,
  playoff_result: 'Won AFL Championship',
  name: '1962 AFL Season',
});
export const chiefs2023 = aTeamSeason({
  start_year: 2023,
  championship_won: true,
  playoff_result: 'Won Super Bowl',
});
export const chiefs2022 = aTeamSeason({ start_year: 2022, wins: 14, losses: 3, championship_won: true });
export const chiefsSeasons = [chiefs2023, chiefs2022, texans1962];
export const chiefsTitles = [
  aTeamChampionship({ id: 3, year: 2023 }),
  aTeamChampionship({ id: 2, year: 2022, opponent: 'Philadelphia Eagles', score: '38-35' }),
  aTeamChampionship({
    id: 1,
    year: 1962,
    title_year: 1962,
    championship_name: 'AFL Championship',
    championship_slug: 'afl-championship',
    opponent: 'Houston Oilers',
    score: '20-17',
    coach: 'Hank Stram',
  }),
];
export const mahomes = aRosterEntry();
export const superBowlLviii = aScheduleGame();

export const raiders = aTeam({
  id: 23,
  name: 'Las Vegas Raiders',
  city: 'Las Vegas',
  state: 'NV',
  abbreviation: 'LV',
  short_name: 'Raiders',
  founded_year: 1960,
  championships_won: 3,
  lineage: [],
});
export const providence = aTeam({
  id: 90,
  name: 'Providence Steam Roller',
  city: 'Providence',
  state: 'RI',
  abbreviation: null,
  short_name: null,
  founded_year: 1925,
  last_year: 1931,
  is_active: false,
  championships_won: 1,
  conference: null,
  division: null,
  lineage: [],
});

export const nflFacets = aTeamFacets({
  total: 3,
  sports: [{ kind: 'sport', slug: 'football', name: 'Football', sport_slug: 'football', teams: 3 }],
});

/** Every team call of the Chiefs' pages, answered (and the site's seasons, which decide a season page's 404). */
export const chiefsHandlers = [
  mockApi.data('seasonYears', { current: 2024, years: [2024, 2023, 2022, 1962] }),
  mockApi.json('team', chiefs),
  mockApi.data('teamSeasons', chiefsSeasons),
  mockApi.data('teamChampionships', chiefsTitles),
  mockApi.data('teamOpponents', [
    { id: 23, slug: 'las-vegas-raiders', name: 'Las Vegas Raiders', games: 130 },
    { id: 26, slug: 'denver-broncos', name: 'Denver Broncos', games: 129 },
  ]),
  mockApi.data('teamStats', (req) =>
    req.url.searchParams.get('year') === '1962' ? aTeamStats({ season: null }) : aTeamStats(),
  ),
  mockApi.data('teamSeasonSummary', (req) =>
    req.url.searchParams.get('year') === '1962'
      ? aTeamSeasonSummary({ start_year: 1962, regular_season: null, postseason: null, srs: null })
      : aTeamSeasonSummary(),
  ),
  mockApi.data('teamRoster', [mahomes]),
  mockApi.data('teamSchedule', [
    superBowlLviii,
    aScheduleGame({
      id: 9002,
      status: 'scheduled',
      home_score: null,
      away_score: null,
      game_date: '2024-09-05',
      is_home: true,
      home_team_name: 'Kansas City Chiefs',
      home_team_abbreviation: 'KC',
      away_team_name: 'Baltimore Ravens',
      away_team_abbreviation: 'BAL',
      round: null,
      week: '1',
      overtime: null,
      venue_name: 'GEHA Field at Arrowhead Stadium',
      is_playoff: false,
      record: null,
      streak: null,
    }),
  ]),
];

/** The note of a season whose source has a known end (a snapshot of a season in progress). */
export const snapshotNote = 'Season source 2023, partial: through the games of 2024-01-14';

/** The Chiefs with their latest season and its roster from a source with a known end. */
export const partialSeasonHandlers = [
  mockApi.data('teamSeasons', [{ ...chiefs2023, latest_note: snapshotNote }, chiefs2022, texans1962]),
  mockApi.data('teamRoster', [{ ...mahomes, latest_note: snapshotNote }]),
];

/**
 * The Chiefs whose record the sources give for three seasons of their history only (1962, 2022, 2023), as the API's
 * coverage says: the all-time record says so.
 */
export const partialRecordHandlers = [
  mockApi.json('team', {
    ...chiefs,
    record_coverage: { first_year: 1962, last_year: 2023, seasons: 3, partial: true },
  }),
];

/** The note of a season in the middle of the history whose source stops early. */
export const earlyEndNote = 'Season source 2022: records stop before the postseason';

/** The Chiefs with a partial latest season and a 2022 whose source stops early; 1962 is whole. */
export const earlyEndSeasonHandlers = [
  mockApi.data('teamSeasons', [
    { ...chiefs2023, latest_note: snapshotNote },
    { ...chiefs2022, latest_note: earlyEndNote },
    texans1962,
  ]),
];

/** The NFL directory: filter options and one page (the search the server applies, by name, city or abbreviation). */
export const directoryHandlers = [
  mockApi.data('teamFacets', nflFacets),
  mockApi.page('teams', (req) => {
    const q = (req.url.searchParams.get('search') ?? '').toLowerCase();
    return [chiefs, raiders, providence].filter((t) =>
      [t.name, t.city, t.abbreviation].some((v) => v?.toLowerCase().includes(q)),
    );
  }),
];
