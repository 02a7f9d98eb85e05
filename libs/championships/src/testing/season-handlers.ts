// MSW handlers for the seasons screens, shared by their component tests and stories.
import { delay, http, HttpResponse } from 'msw';
import { nfl2024Standings, seasons, superBowlLix } from './season-fixtures';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
export const SEASONS_URL = '/api/championships/seasons/';

export const seasonHandlers = {
  success: [
    http.get(SEASONS_URL, () => HttpResponse.json(page(seasons))),
    http.get('/api/games/standings/', ({ request }) =>
      HttpResponse.json(
        page(new URL(request.url).searchParams.get('season') === '2024' ? nfl2024Standings : []),
      ),
    ),
    http.get('/api/games/games/', () => HttpResponse.json(page([superBowlLix]))),
  ],
  loading: [http.get(SEASONS_URL, () => delay('infinite'))],
  // A 4xx: the cache classes retry 5xx answers, which tests and stories would wait out.
  error: [
    http.get(SEASONS_URL, () =>
      HttpResponse.json({ detail: 'The seasons could not be loaded.' }, { status: 400 }),
    ),
  ],
  empty: [http.get(SEASONS_URL, () => HttpResponse.json(page([])))],
};
