import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SeasonProvider } from '@trophy-room/season-context';
import { siteIds, siteVariants, SiteProvider, type SiteId } from '@trophy-room/site-theme';
import { MemoryRouter } from 'react-router-dom';
import '../libs/site/src/styles.css';

/** Every story sits in the app's providers; the toolbar picks which of the nine sites it is rendered for. */
const withProviders: Decorator = (Story, { globals, parameters }) => {
  const config = siteVariants[(globals.site as SiteId) ?? 'hub'];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <SiteProvider config={config}>
      <SeasonProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[parameters.route ?? '/']}>
            <Story />
          </MemoryRouter>
        </QueryClientProvider>
      </SeasonProvider>
    </SiteProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
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
  },
  initialGlobals: { site: 'hub' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
