// The route table. Each page loads as its own chunk (route-level code splitting).
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/root-layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, lazy: page(() => import('../pages/home-page')) },
      { path: '*', lazy: page(() => import('../pages/not-found-page')) },
    ],
  },
];
