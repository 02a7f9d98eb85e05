// The game page's scenario for tests and stories: Game 5 of the 2024 NBA Finals (Boston won the series 4-1), a
// scheduled game, a game with head coaches and a line score, and an unknown id.
import type { GameDetail } from '@trophy-room/contract';
import { aGame, aTeamRef, leagues, levels, mockApi, sports } from '@trophy-room/contract/testing';
import type { ShownGame } from '../game/game-extras';
import { superBowl } from './scores-scenario';

export const finalsGame5: GameDetail = {
  ...aGame({
    id: 301200,
    slug: 'nba-2024-06-17-bos-dal',
    sport: sports.basketball,
    level: levels.pro,
    league: leagues.nba,
    home_team: aTeamRef({
      id: 122,
      slug: 'boston-celtics',
      name: 'Boston Celtics',
      abbreviation: 'BOS',
      sport_name: 'Basketball',
    }),
    away_team: aTeamRef({
      id: 128,
      slug: 'dallas-mavericks',
      name: 'Dallas Mavericks',
      abbreviation: 'DAL',
      sport_name: 'Basketball',
    }),
    home_score: 106,
    away_score: 88,
    overtime: null,
    is_neutral: false,
    site_known: true,
    round: 'NBA Finals',
    championship: { id: 3, slug: 'nba-finals', name: 'NBA Finals' },
    championship_name: 'NBA Finals',
    game_date: '2024-06-17',
    season: { id: 233, slug: 'nba-2023', name: '2023-24 NBA Season', start_year: 2023 },
    season_name: '2023-24 NBA Season',
    venue: { id: 7, name: 'TD Garden', city: 'Boston', state: 'MA', capacity: 19156 },
    venue_name: 'TD Garden',
    attendance: 19156,
    officials: [],
  }),
  series: { home_wins: 4, away_wins: 1, games: 5, game_number: 5 },
};

export const scheduledDetail: GameDetail = {
  ...aGame({
    id: 9002,
    status: 'scheduled',
    home_score: null,
    away_score: null,
    game_time: '18:30',
    overtime: null,
  }),
  series: null,
};

export const withExtras: ShownGame = {
  ...superBowl,
  series: null,
  home_coach: 'Andy Reid',
  away_coach: 'Kyle Shanahan',
  home_quarterback: 'Patrick Mahomes',
  away_quarterback: 'Brock Purdy',
  line_score: { periods: ['1', '2', '3', '4', 'OT'], away: [0, 10, 0, 9, 3], home: [0, 3, 10, 6, 6] },
};

const byKey: Record<string, GameDetail> = {
  [String(finalsGame5.id)]: finalsGame5,
  [String(scheduledDetail.id)]: scheduledDetail,
  [String(withExtras.id)]: withExtras,
};

export const gameHandlers = {
  success: [mockApi.json('game', ({ params }) => byKey[params.key] ?? finalsGame5)],
  notFound: [mockApi.error('game', 'Game not found.', 404)],
  loading: [mockApi.loading('game')],
  error: [mockApi.error('game')],
};
