import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { seasonHandlers } from '@trophy-room/contract/testing';
import SeasonDetailPage from './season-detail-page';
import { paths, routePatterns } from '@trophy-room/routes';

const meta = {
  title: 'Features/Championships/SeasonDetailPage',
  component: SeasonDetailPage,
  parameters: { routePath: routePatterns.season, route: paths.season('nfl-2024') },
  beforeEach({ msw }) {
    msw.use(...seasonHandlers.success);
  },
} satisfies Meta<typeof SeasonDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '2024 NFL Season' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Philadelphia Eagles' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('14-team single elimination');
  },
};

export const StandingsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Standings' }));
    await expect(await canvas.findByRole('table', { name: 'NFC East' })).toHaveTextContent(
      'Philadelphia Eagles',
    );
  },
};

export const PlayoffsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Playoffs' }));
    await expect(
      await canvas.findByRole('article', { name: 'Philadelphia Eagles beat Kansas City Chiefs 40-22' }),
    ).toBeVisible();
  },
};

export const ComingSoon: Story = {
  parameters: { route: paths.season('nfl-1995') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Standings' }));
    await expect(await canvas.findByRole('region', { name: 'Coming Soon' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...seasonHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading season...');
  },
};

export const NotFound: Story = {
  parameters: { route: paths.season('no-such-season') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Season Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Seasons' })).toHaveAttribute('href', '/seasons');
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...seasonHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error Loading Seasons');
  },
};
