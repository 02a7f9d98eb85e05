import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, userEvent, within } from 'storybook/test';
import { analyticsHandlers } from '../testing/analytics-scenario';
import AnalyticsPage from './analytics-page';

const meta = {
  title: 'Features/Insights/AnalyticsPage',
  component: AnalyticsPage,
  parameters: { routePath: routePatterns.analytics, route: paths.analytics() },
  beforeEach({ msw }) {
    msw.use(...analyticsHandlers.success);
  },
} satisfies Meta<typeof AnalyticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TeamPerformance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('54.6%')).toBeVisible();
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};

/** The hub measures one league at a time, each in its own units: MLB in runs. */
export const HubOneLeagueInItsUnits: Story = {
  parameters: { route: paths.analytics({ league: 'mlb' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('League')).toHaveValue('mlb');
    await expect(canvas.getByText('Runs per game over time')).toBeVisible();
    await expect(canvas.queryByText(/Points per game/)).toBeNull();
  },
};

export const SeasonTrendsAllTime: Story = {
  parameters: { route: paths.analytics({ category: 'season-trends', timeframe: 'all' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('48 yrs')).toBeVisible();
  },
};

export const EmptyWeek: Story = {
  parameters: { route: paths.analytics({ timeframe: 'week' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(/No games in/);
  },
};

export const DetailedReport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View Detailed Report' }));
    await expect(await canvas.findByRole('table', { name: 'Team records' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...analyticsHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Computing the figures...');
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...analyticsHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to Load Data')).toBeVisible();
  },
};
