import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { playerHandlers } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import PlayerDetailPage from './player-detail-page';

const meta = {
  title: 'Features/People/PlayerDetailPage',
  component: PlayerDetailPage,
  parameters: { routePath: routePatterns.player, route: paths.player('lebron-james') },
  globals: { site: 'nba' },
  beforeEach({ msw }) {
    msw.use(...playerHandlers.success);
  },
} satisfies Meta<typeof PlayerDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'LeBron James' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Regular season statistics by season' });
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('3,829');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...playerHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading player...');
  },
};

export const NotFound: Story = {
  parameters: { route: paths.player('nobody') },
  beforeEach({ msw }) {
    msw.use(...playerHandlers.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Player Not Found' })).toBeVisible();
    await expect(canvas.getByText("We couldn't find details for this player.")).toBeVisible();
  },
};

export const NoSeasonLines: Story = {
  beforeEach({ msw }) {
    msw.use(...playerHandlers.noSeasons);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'LeBron James' })).toBeVisible();
    await expect(
      canvas.getByText(/Season-by-season statistics for this player are not in our sources/),
    ).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...playerHandlers.detailError);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load players data',
    );
  },
};

export const LinesStopEarly: Story = {
  beforeEach({ msw }) {
    msw.use(...playerHandlers.linesStopEarly);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Regular season statistics by season' });
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/^Total/);
  },
};
