// What each app shell calls: hydrates the server-rendered page (or renders into an empty #root, as under Vite's dev
// server), with the query cache the server dehydrated into the page, so nothing it showed is fetched again.
import { createQueryClient, hydrateFromJson } from '@trophy-room/api-client';
import type { SiteConfig } from '@trophy-room/site-theme';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes/routes';
import { STATE_ELEMENT_ID } from './server/state-element';
import { SiteApp } from './site-app';

/** Loads the matched routes' lazy chunks before the first render, so hydration meets the same tree. */
async function loadMatchedRoutes(table: RouteObject[], location: Location) {
  const matches = matchRoutes(table, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export async function mountSite(config: SiteConfig, element = document.getElementById('root')) {
  if (!element) throw new Error('mountSite: no #root element');
  // The route's chunks first: while they download, the modules' evaluation and the state's parse stay two tasks.
  await loadMatchedRoutes(routes, window.location);
  const queryClient = createQueryClient();
  const state = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (state) hydrateFromJson(queryClient, state);
  const router = createBrowserRouter(routes);
  const site = <SiteApp config={config} queryClient={queryClient} router={router} />;
  // Strict mode's checks run in development only (in a production build it renders nothing of its own).
  const app = import.meta.env.DEV ? <StrictMode>{site}</StrictMode> : site;
  // In a transition, hydration is interruptible: React yields to the browser every few milliseconds instead of
  // blocking the page for the whole tree (the server-rendered page is on screen meanwhile). The page marks itself
  // hydrated (SiteApp's effect) when the whole tree has committed.
  if (state && element.firstChild) startTransition(() => void hydrateRoot(element, app));
  else createRoot(element).render(app);
}
