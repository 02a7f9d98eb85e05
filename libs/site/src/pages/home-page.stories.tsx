import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HomePage from './home-page';
import { homeHandlers } from '@trophy-room/contract/testing';

const meta = {
  title: 'Site/HomePage',
  component: HomePage,
  beforeEach({ msw }) {
    msw.use(...homeHandlers.success);
  },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('hero-badge')).toHaveTextContent(/season data is available/);
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const stats = canvas.getByRole('region', { name: 'Platform Statistics' });
    await expect(stats).toHaveTextContent('Teams Tracked32');
    await expect(stats).toHaveTextContent('Total Champions8');
  },
};

export const ProFootball: Story = {
  globals: { site: 'nfl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Super Bowl Highlights' })).toBeVisible();
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('Trophy Room Pro Football');
    await expect(await canvas.findByText('Most titles: Kansas City Chiefs (2).')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...homeHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading championship data',
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...homeHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No champions recorded' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...homeHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Failed to Load Data' })).toBeVisible();
    await expect(await canvas.findByText('Some figures could not be loaded right now.')).toBeVisible();
  },
};
