// The route table. Each page loads as its own chunk (route-level code splitting); paths come from the route map.
import type { RouteObject } from 'react-router-dom';
import {
  loadChampionsHistoryPage,
  loadChampionshipDetailPage,
  loadChampionshipsPage,
  loadSeasonDetailPage,
  loadSeasonsPage,
} from '@trophy-room/championships';
import { routePatterns as at } from '@trophy-room/routes';
import { RootLayout } from '../layout/root-layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, lazy: page(() => import('../pages/home-page')) },
      { path: at.championships, lazy: page(loadChampionshipsPage) },
      { path: at.championship, lazy: page(loadChampionshipDetailPage) },
      { path: at.champions, lazy: page(loadChampionsHistoryPage) },
      { path: at.seasons, lazy: page(loadSeasonsPage) },
      { path: at.season, lazy: page(loadSeasonDetailPage) },
      // Feature routes (the feature generator adds its lib's routes above this line).
      { path: at.notFound, lazy: page(() => import('../pages/not-found-page')) },
    ],
  },
];
