// The route table: every route of the route map with its declaration (page chunk, data, head, sitemap URLs), shared
// by the server renderer and the browser. Each page loads as its own chunk (route-level code splitting).
import type { RouteDeclaration } from '@trophy-room/api-client';
import {
  championshipRoute,
  championshipsRoute,
  championsRoute,
  seasonRoute,
  seasonPlayoffsRoute,
  seasonsRoute,
} from '@trophy-room/championships';
import { teamRoute, teamSeasonRoute, teamsRoute } from '@trophy-room/teams';
import { fixturesRoute, gameRoute, scoresRoute, standingsRoute } from '@trophy-room/games';
import { coachesRoute, coachRoute, playerRoute, playersRoute } from '@trophy-room/people';
import { searchRoute } from '@trophy-room/search';
import { analyticsRoute, dataQualityRoute, debugRoute, featuresRoute } from '@trophy-room/insights';
import { dataRoute } from '@trophy-room/data';
import { headToHeadRoute } from '@trophy-room/head-to-head';
import { awardRoute, awardsRoute } from '@trophy-room/awards';
import { leadersRoute, leaderStatRoute } from '@trophy-room/leaders';
import { routePatterns as at } from '@trophy-room/routes';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/root-layout';
import { homeRoute } from '../pages/home-route';
import { notFoundRoute } from '../pages/not-found-route';

export interface SiteRoute {
  path: string;
  route: RouteDeclaration;
}

/** Every page of a site, by its pattern in the route map; the sitemap lists the pages they have. */
export const siteRoutes: SiteRoute[] = [
  { path: at.home, route: homeRoute },
  { path: at.championships, route: championshipsRoute },
  { path: at.championship, route: championshipRoute },
  { path: at.champions, route: championsRoute },
  { path: at.seasons, route: seasonsRoute },
  { path: at.season, route: seasonRoute },
  { path: at.seasonPlayoffs, route: seasonPlayoffsRoute },
  { path: at.teams, route: teamsRoute },
  { path: at.team, route: teamRoute },
  { path: at.teamSeason, route: teamSeasonRoute },
  { path: at.scores, route: scoresRoute },
  { path: at.game, route: gameRoute },
  { path: at.fixtures, route: fixturesRoute },
  { path: at.standings, route: standingsRoute },
  { path: at.players, route: playersRoute },
  { path: at.player, route: playerRoute },
  { path: at.coaches, route: coachesRoute },
  { path: at.coach, route: coachRoute },
  { path: at.search, route: searchRoute },
  { path: at.features, route: featuresRoute },
  { path: at.debug, route: debugRoute },
  { path: at.dataQuality, route: dataQualityRoute },
  { path: at.analytics, route: analyticsRoute },
  { path: at.data, route: dataRoute },
  { path: at.headToHead, route: headToHeadRoute },
  { path: at.awards, route: awardsRoute },
  { path: at.award, route: awardRoute },
  { path: at.leaders, route: leadersRoute },
  { path: at.leaderStat, route: leaderStatRoute },
  // Feature routes (the feature generator adds its lib's routes above this line).
  { path: at.notFound, route: notFoundRoute },
];

/** A declaration as a react-router route: the page chunk loads lazily; the declaration rides in `handle`. */
const toRouteObject = ({ path, route }: SiteRoute): RouteObject => ({
  path,
  handle: route,
  lazy: async () => ({ Component: (await route.page()).default }),
});

/**
 * The root's error element: in the browser, a path no route can match (React Router's splat does not match a line
 * terminator: /%E2%80%A8, which the server answers with the not-found page) is a 404 at the root, and a page that
 * throws is an error there; either shows the site's own page inside the layout, never React Router's developer page.
 * The page that tells them apart is in the not-found page's chunk, loaded only when it shows.
 */
const RouteErrorPage = lazy(() =>
  // The not-found route's own import (one preload list for the chunk, not two).
  (notFoundRoute.page() as Promise<typeof import('../pages/not-found-page')>).then((m) => ({
    default: m.RouteErrorPage,
  })),
);

/**
 * The root route: the layout, with every page below it. Its declaration (`handle`) is the not-found route's, for the
 * head and the season picker when no page below it matched (the deepest declaration wins everywhere else).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: (
      <RootLayout>
        <RouteErrorPage />
      </RootLayout>
    ),
    handle: notFoundRoute,
    children: siteRoutes.map(toRouteObject),
  },
];
