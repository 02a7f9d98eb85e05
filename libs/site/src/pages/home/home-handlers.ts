// MSW handlers for the home page's calls, shared by its component tests and stories.
import { delay, http, HttpResponse } from 'msw';
import { championships, homeChampions, latestSeason, page } from './home-fixtures';

export const homeHandlers = {
  success: [
    http.get('/api/championships/seasons/', () => HttpResponse.json(page([latestSeason], 106))),
    http.get('/api/championships/championships/', () => HttpResponse.json(page(championships))),
    http.get('/api/championships/champions/', () => HttpResponse.json({ data: homeChampions })),
    http.get('/api/teams/teams/', () => HttpResponse.json(page([{ id: 1, name: 'Arizona Cardinals' }], 32))),
    http.get('/api/games/games/recent/', () => HttpResponse.json(page([], 14))),
  ],
  loading: [http.get('/api/*', async () => await delay('infinite'))],
  // A 4xx: the cache classes retry 5xx answers (tests and stories would wait out the back-off).
  error: [
    http.get('/api/*', () =>
      HttpResponse.json({ detail: 'The request could not be served.' }, { status: 400 }),
    ),
  ],
  empty: [
    http.get('/api/championships/seasons/', () => HttpResponse.json(page([]))),
    http.get('/api/championships/championships/', () => HttpResponse.json(page([]))),
    http.get('/api/championships/champions/', () => HttpResponse.json({ data: [] })),
    http.get('/api/teams/teams/', () => HttpResponse.json(page([]))),
    http.get('/api/games/games/recent/', () => HttpResponse.json(page([]))),
  ],
};
