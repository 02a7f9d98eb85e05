// The scores screens' scenario for tests and stories: Super Bowl LVIII and a scheduled game on Feb 10-11, 2024;
// every other range is empty, with Feb 11, 2024 as the nearest day with games.
import { aGame, aTeamRef, mockApi } from '@trophy-room/contract/testing';

export const superBowl = aGame({
  id: 9001,
  home_team: aTeamRef({ id: 1, slug: 'kansas-city-chiefs', name: 'Kansas City Chiefs', abbreviation: 'KC' }),
  away_team: aTeamRef({
    id: 2,
    slug: 'san-francisco-49ers',
    name: 'San Francisco 49ers',
    abbreviation: 'SF',
  }),
  home_score: 25,
  away_score: 22,
});

export const scheduledGame = aGame({
  id: 9002,
  home_team: aTeamRef({ id: 3, slug: 'buffalo-bills', name: 'Buffalo Bills', abbreviation: 'BUF' }),
  away_team: aTeamRef({ id: 4, slug: 'miami-dolphins', name: 'Miami Dolphins', abbreviation: 'MIA' }),
  status: 'scheduled',
  home_score: null,
  away_score: null,
  game_time: '18:30',
  championship: null,
  championship_name: null,
  round: null,
  game_date: '2024-02-10',
});

export const scoresHandlers = {
  success: [
    mockApi.page('games', ({ url }) =>
      [superBowl, scheduledGame].filter(
        (g) =>
          g.game_date >= (url.searchParams.get('game_date__gte') ?? '') &&
          g.game_date <= (url.searchParams.get('game_date__lte') ?? ''),
      ),
    ),
    mockApi.json('gameDates', { before: '2024-02-11', after: null }),
  ],
  loading: [mockApi.loading()],
  error: [mockApi.error('games')],
};
