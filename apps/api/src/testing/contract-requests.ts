// The requests the contract test makes per endpoint: `:key` first (filled from the example keys in braces), then
// the query string. The Record type makes a new endpoint in the contract a compile error here until it has one.
import type { ApiPathName } from '@trophy-room/contract';

/** The requests made per endpoint (`:key` filled from `keys`): each endpoint needs one answer with data. */
export const requests: Record<ApiPathName, string[]> = {
  sports: ['', '?level__slug=college&season=2023'],
  sources: ['?page_size=500'],
  coverage: ['', '?sport__slug=football&level__slug=professional'],
  dataQuality: ['', '?sport__slug=hockey&level__slug=college'],
  dataQualityRun: ['?sport__slug=basketball&level__slug=professional'],
  dataQualityFigures: ['', '?sport__slug=football&level__slug=professional'],
  dataQualityDisagreements: ['?page_size=5', '?figure=team_season.record&unexplained=true'],
  dataFiles: [''],
  analytics: [
    '',
    '?sport__slug=basketball&level__slug=professional&category=player-statistics&timeframe=all',
    '?sport__slug=hockey&level__slug=professional&category=season-trends&timeframe=week',
    '?category=game-analysis&timeframe=year',
  ],
  championships: ['?page_size=500', '?search=super&sport__slug=football&season=2023'],
  championship: ['super-bowl', 'stanley-cup?sport__slug=hockey'],
  championshipResults: [
    'super-bowl?page_size=500',
    'stanley-cup?page_size=500',
    'ncaa-mens-basketball-tournament?season=2023',
  ],
  championshipStats: ['super-bowl', 'stanley-cup', 'nba-finals'],
  championshipGames: ['super-bowl', 'stanley-cup?season=2023'],
  champions: ['', '?season__start_year=2023', '?sport__slug=hockey&level__slug=college'],
  championsSummary: ['', '?year=2020&sport__slug=hockey', '?level__slug=college&year=1900'],
  seasons: ['?page_size=500'],
  seasonYears: ['', '?sport__slug=hockey&level__slug=college'],
  seasonBracket: ['nba-2022-23', 'nfl-2023', 'ncaa-basketball-2022-23'],
  teams: ['?page_size=500', '?division=afc-west&season=2023', '?sport__slug=baseball&level__slug=college'],
  teamFacets: ['', '?sport__slug=hockey&level__slug=college'],
  teamSeasonYears: ['?sport__slug=football&level__slug=professional'],
  team: ['kansas-city-chiefs', 'boston-celtics'],
  teamChampionships: ['kansas-city-chiefs', 'boston-celtics'],
  teamSeasons: ['kansas-city-chiefs'],
  teamRoster: ['boston-celtics?year=2023', 'kansas-city-chiefs'],
  teamSchedule: ['kansas-city-chiefs?year=2023', 'boston-celtics'],
  teamStats: ['kansas-city-chiefs?year=2023', 'boston-celtics', 'kansas-city-chiefs?year=1900'],
  teamSeasonSummary: ['kansas-city-chiefs?year=2023', 'boston-bruins', 'kansas-city-chiefs?year=1900'],
  teamOpponents: ['chicago-bears', 'duke-basketball'],
  headToHead: ['?a=chicago-bears&b=green-bay-packers', '?a=boston-celtics&b=miami-heat'],
  games: ['?season=2023&page_size=500', '?game_date__gte=2024-02-01&game_date__lte=2024-02-11&status=final'],
  gamesToday: [''],
  gamesLive: [''],
  gamesRecent: ['', '?sport__slug=basketball'],
  gamesUpcoming: [''],
  gameDates: ['?game_date__gte=2024-03-01&game_date__lte=2024-08-01&sport__slug=football'],
  game: ['{game}'],
  standings: [
    '?season=2023&page_size=500',
    '?sport__slug=hockey&level__slug=college',
    '?sport__slug=football&level__slug=professional&season=2023&date=2023-11-01',
  ],
  standingsCurrent: ['?page_size=500'],
  standingsByDivision: ['?division=afc-west&season=2023'],
  players: [
    '?search=lebron',
    '?sport__slug=baseball&season=2023&page_size=200',
    '?sport__slug=hockey&page_size=200',
  ],
  playersActive: ['?sport__slug=football'],
  playersByPosition: ['?position=QB&sport__slug=football'],
  playersRookies: ['?sport__slug=basketball'],
  playerSlugs: ['', '?sport__slug=hockey&page_size=2&page=2'],
  player: ['lebron-james', '{baseballPlayer}', '{hockeyPlayer}'],
  coaches: ['?page_size=200', '?search=reid'],
  // Active = a stint in the league's latest season with data: MLB's managers in the fixture (2022-2024).
  coachesActive: ['?sport__slug=baseball'],
  headCoaches: ['?season=2023'],
  coachSlugs: ['', '?sport__slug=basketball&level__slug=professional'],
  coach: ['andy-reid', '{coach}'],
  search: ['?q=celtics', '?q=lebron&kind=player', '?q=2016%20world%20series', '?q=xqzv'],
  awards: ['', '?sport__slug=hockey&level__slug=professional', '?league=mlb'],
  award: ['nfl-super-bowl-mvp', 'mlb-bbwaa-manager-of-the-year', 'nhl-conn-smythe-trophy?sport__slug=hockey'],
  awardWinners: ['?league=nba&year=1995', '?league=mlb&year=2023'],
  leaders: ['', '?sport__slug=hockey&level__slug=professional'],
  leaderList: [
    'home-runs?league=mlb',
    'batting-average?view=season&top=25',
    'points?league=nba&view=active&from=2022&to=2024',
  ],
  playerRanks: ['lebron-james', '{baseballPlayer}'],
};
/**
 * Endpoints whose fixture answer is legitimately empty: the data is historical, so no game is in progress, and the
 * few scheduled games are in a season the fixture leaves out (their shape is the Game every other list checks).
 */
export const mayBeEmpty = new Set<ApiPathName>(['gamesLive', 'gamesUpcoming']);
