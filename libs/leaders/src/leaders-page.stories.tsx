import type { Meta, StoryObj } from '@storybook/react-vite';
import { leaderHandlers } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import LeadersPage from './leaders-page';

const meta = {
  title: 'Features/Leaders/LeadersPage',
  component: LeadersPage,
  parameters: { routePath: routePatterns.leaders, route: paths.leaders() },
  globals: { site: 'mlb' },
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.success);
  },
} satisfies Meta<typeof LeadersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Home runs' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading leaders...');
  },
};

export const Empty: Story = {
  globals: { site: 'cbb' },
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.noStats);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No Player Statistics in Our Sources' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load leaders')).toBeVisible();
  },
};
