import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { withoutRetries } from '@trophy-room/api-client';
import { SeasonProvider } from '@trophy-room/season-context';
import { siteIds, siteVariants, SiteProvider, type SiteId } from '@trophy-room/site-theme';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configure } from 'storybook/test';
import '../libs/site/src/styles.css';

/**
 * A play function's `findBy…` waits up to 8 s for what a story shows after its mocked request (the default 1 s failed
 * a story in CI, where the stories share two cores with the visual snapshots and the full-dataset suites: the page was
 * still showing its skeleton). A story that passes waits no longer than before.
 */
configure({ asyncUtilTimeout: 8000 });

/** Stories mock the API with MSW (`beforeEach({ msw }) { msw.use(...) }`); an unmocked API request is an error. */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest: ({ url }, print) => {
      if (new URL(url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}

/** The seasons a story's site has data for: 2024 (its current season) back to 1920. */
const storySeasons = Array.from({ length: 2024 - 1919 }, (_, i) => 2024 - i);

/** The story being rendered, read by the router's route (made once) so that a re-rendered story shows its new args. */
const StoryChildren = createContext<ReactNode>(null);
const StoryOutlet = () => <>{useContext(StoryChildren)}</>;

/**
 * The story in a data router, as the sites mount their pages (mount-site.tsx): only a data router honours
 * `flushSync`, with which useUrlState shows each keystroke of a search box at once (a declarative router updates in a
 * transition, and under load a keystroke typed before it commits was lost). With `routePath` the story is mounted on
 * that pattern and any other URL shows nothing, as before.
 */
function StoryRouter({
  route,
  routePath,
  children,
}: {
  route: string;
  routePath?: string;
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      routePath
        ? [
            { path: routePath, element: <StoryOutlet /> },
            { path: '*', element: null },
          ]
        : [{ path: '*', element: <StoryOutlet /> }],
      { initialEntries: [route] },
    ),
  );
  return (
    <StoryChildren.Provider value={children}>
      <RouterProvider router={router} />
    </StoryChildren.Provider>
  );
}

function StoryProviders({
  site,
  scheme,
  route,
  routePath,
  children,
}: {
  site: SiteId;
  scheme: 'light' | 'dark';
  route: string;
  routePath?: string;
  children: ReactNode;
}) {
  // An error story shows its error at once (not after the product's retries, some 3 s).
  const [client] = useState(() => withoutRetries(new QueryClient()));
  // What the page's head script does from the visitor's choice or system setting, here from the toolbar.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);
  return (
    <SiteProvider config={siteVariants[site]}>
      <SeasonProvider current={2024} years={storySeasons}>
        <QueryClientProvider client={client}>
          <StoryRouter route={route} routePath={routePath}>
            {children}
          </StoryRouter>
        </QueryClientProvider>
      </SeasonProvider>
    </SiteProvider>
  );
}

/**
 * Every story sits in the app's providers; the toolbar picks which of the nine sites it is rendered for, and light or
 * dark mode.
 * `parameters.route` is the URL it opens at; `parameters.routePath` (e.g. '/seasons/:slug') mounts the story on that
 * route pattern, for pages that read route parameters.
 */
const withProviders: Decorator = (Story, { globals, parameters }) => (
  <StoryProviders
    site={(globals.site as SiteId) ?? 'hub'}
    scheme={globals.scheme === 'dark' ? 'dark' : 'light'}
    route={parameters.route ?? '/'}
    routePath={parameters.routePath}
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  // A docs page per component, generated from its stories and props, for designers.
  tags: ['autodocs'],
  decorators: [withProviders],
  loaders: [mswLoader(startWorker)],
  globalTypes: {
    site: {
      description: 'Site variant',
      toolbar: {
        title: 'Site',
        icon: 'globe',
        items: siteIds.map((id) => ({ value: id, title: siteVariants[id].name })),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { site: 'hub', scheme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
