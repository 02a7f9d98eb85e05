import type { Meta, StoryObj } from '@storybook/react-vite';
import { aNamathWinner, anAwardWinner, aSeason, mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import { SeasonAwards } from './season-awards';

const season = aSeason({
  slug: 'nba-1995-96',
  name: '1995-96 NBA Season',
  start_year: 1995,
  league_slug: 'nba',
});

// The season page's Awards tab: the route asks for the season, then (the tab open) its league's winners.
const meta = {
  title: 'Features/Championships/SeasonAwards',
  component: SeasonAwards,
  args: { season },
  parameters: { route: `${paths.season('nba-1995-96')}?tab=awards`, routePath: routePatterns.season },
  globals: { site: 'nba' },
  beforeEach({ msw }) {
    msw.use(
      mockApi.page('seasons', [season]),
      mockApi.data('awardWinners', [anAwardWinner(), aNamathWinner()]),
    );
  },
} satisfies Meta<typeof SeasonAwards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Michael Jordan' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.loading('awardWinners'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading awards...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.data('awardWinners', []));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'No Awards Found' })).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.error('awardWinners'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error Loading Awards');
  },
};
