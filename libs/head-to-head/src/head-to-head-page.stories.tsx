import type { Meta, StoryObj } from '@storybook/react-vite';
import { aHeadToHead, mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import HeadToHeadPage from './head-to-head-page';
import { headToHeadHandlers } from './testing/head-to-head-scenario';

const pair = paths.headToHead({ a: 'chicago-bears', b: 'green-bay-packers' });

const meta = {
  title: 'Features/Head To Head/HeadToHeadPage',
  component: HeadToHeadPage,
  globals: { site: 'nfl' },
  parameters: { routePath: routePatterns.headToHead, route: pair },
  beforeEach({ msw }) {
    msw.use(...headToHeadHandlers);
  },
} satisfies Meta<typeof HeadToHeadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No pair chosen yet: the picker alone. */
export const PickerOnly: Story = {
  parameters: { route: paths.headToHead() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Head-to-Head' })).toBeVisible();
    await expect(canvas.getByLabelText('Find first team')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.loading('headToHead'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading head-to-head…');
  },
};

/** Two teams of different sports: the API's reason. */
export const Refused: Story = {
  parameters: { route: paths.headToHead({ a: 'chicago-bears', b: 'new-york-yankees' }) },
  beforeEach({ msw }) {
    msw.use(
      mockApi.error(
        'headToHead',
        'a (Chicago Bears) plays football and b (New York Yankees) plays baseball: head-to-head compares two teams of one sport',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load head-to-head',
    );
  },
};

/** Two teams of one sport that never met. */
export const Empty: Story = {
  parameters: { route: paths.headToHead({ a: 'chicago-bears', b: 'new-york-yankees-1927' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Never Met' })).toBeVisible();
  },
};

/** Two college football rivals whose games are not in the sources: not "Never Met", the seasons not covered. */
export const NotInSources: Story = {
  globals: { site: 'cfb' },
  parameters: { route: paths.headToHead({ a: 'michigan-football', b: 'ohio-state-football' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'No Meetings in Our Sources' })).toHaveTextContent(
      'Our sources hold no meetings of Michigan and Ohio State for 1936–2025',
    );
    await expect(canvas.queryByRole('region', { name: 'Never Met' })).toBeNull();
  },
};

/** The Red Wings and the Maple Leafs: season totals before the games, every playoff series with its result. */
export const SeasonTotalsAndSeries: Story = {
  globals: { site: 'nhl' },
  parameters: { route: paths.headToHead({ a: 'detroit-red-wings', b: 'toronto-maple-leafs' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Seasons covered: 1926–2025 from season totals and games/),
    ).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Detroit Red Wings and Toronto Maple Leafs, postseason series' }),
    ).toBeVisible();
  },
};

/** The Bears and the Packers: records, streaks, biggest wins, year by year and every meeting. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Regular Season' })).toHaveTextContent('2-1');
    await expect(
      canvas.getByRole('table', { name: 'Every meeting of Chicago Bears and Green Bay Packers' }),
    ).toBeVisible();
  },
};

/** A pair with more meetings than a page holds: the figures count them all, the table shows the URL's page. */
export const Paged: Story = {
  parameters: {
    route: paths.headToHead({ a: 'chicago-bears', b: 'green-bay-packers', games: '-date', page: 2 }),
  },
  beforeEach({ msw }) {
    msw.use(
      mockApi.data('headToHead', (req) =>
        aHeadToHead({
          games_count: 250,
          meetings: 250,
          page: Number(req.url.searchParams.get('page') ?? 1),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 3');
    await expect(canvas.getByText(/^250 meetings in our sources/)).toBeVisible();
  },
};
