// The route table. Each page loads as its own chunk (route-level code splitting).
import type { RouteObject } from 'react-router-dom';
import {
  loadChampionsHistoryPage,
  loadChampionshipDetailPage,
  loadChampionshipsPage,
  loadSeasonDetailPage,
  loadSeasonsPage,
} from '@trophy-room/championships';
import { RootLayout } from '../layout/root-layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, lazy: page(() => import('../pages/home-page')) },
      { path: 'championships', lazy: page(loadChampionshipsPage) },
      { path: 'championships/:slug', lazy: page(loadChampionshipDetailPage) },
      { path: 'champions', lazy: page(loadChampionsHistoryPage) },
      { path: 'seasons', lazy: page(loadSeasonsPage) },
      { path: 'seasons/:slug', lazy: page(loadSeasonDetailPage) },
      { path: '*', lazy: page(() => import('../pages/not-found-page')) },
    ],
  },
];
