// The insights routes as declarations, shared by the server renderer and the browser: each page's chunk, the
// queries it shows on first render (fetched on the server and dehydrated into the HTML; the page reads them by name
// with useRouteQueries) and its head.
import { keepPreviousData } from '@tanstack/react-query';
import { analyticsQueries, declareRoute, qualityQueries, teamQueries } from '@trophy-room/api-client';
import { analyticsParams, readParams } from '@trophy-room/routes';
import { testCallPage } from './debug/test-call-page';

export const featuresRoute = declareRoute({
  page: () => import('./features/features-page'),
  head: ({ site }) => ({
    title: 'Features',
    description: `What ${site.name} does: championship history, scores, franchise histories and data-quality checks.`,
  }),
});

export const debugRoute = declareRoute({
  page: () => import('./debug/debug-page'),
  queries: ({ filters }) => ({ testCall: teamQueries.page(filters, testCallPage) }),
  head: ({ site }) => ({ title: 'Debug', description: `Configuration and a test call of ${site.name}.` }),
  // A diagnostics page is not content: search engines need not list it.
  sitemap: import.meta.env.SSR ? async () => [] : undefined,
});

export const dataQualityRoute = declareRoute({
  page: () => import('./data-quality/data-quality-page'),
  // The disagreements' list (a page of them, a figure chosen) is asked by its section in the browser.
  queries: ({ filters }) => ({
    report: qualityQueries.report(filters),
    figures: qualityQueries.figures(filters),
  }),
  head: ({ site }) => ({
    title: 'Data Quality',
    description: `How we check the data behind ${site.name}: completeness, accuracy, freshness and consistency, the sources and the rows set aside.`,
  }),
});

export const analyticsRoute = declareRoute({
  // The charts' library (visx) is imported by this chunk only.
  page: () => import('./analytics/analytics-page'),
  queries: ({ filters, search }) => {
    const { category, timeframe, league, team, conference } = readParams(analyticsParams, search);
    return {
      figures: {
        ...analyticsQueries.figures(filters, { category, timeframe, league, team, conference }),
        // Another category, timeframe or filter keeps the figures shown (dimmed) until the new ones come.
        placeholderData: keepPreviousData,
      },
    };
  },
  head: ({ site }) => ({
    title: 'Analytics',
    description: `Team performance, player statistics, game analysis and season trends for ${site.name}, computed from the data.`,
  }),
});
