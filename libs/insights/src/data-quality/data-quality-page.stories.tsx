import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, userEvent, within } from 'storybook/test';
import { qualityHandlers } from '../testing/quality-scenario';
import DataQualityPage from './data-quality-page';

const meta = {
  title: 'Features/Insights/DataQualityPage',
  component: DataQualityPage,
  parameters: { routePath: routePatterns.dataQuality, route: paths.dataQuality() },
  beforeEach({ msw }) {
    msw.use(...qualityHandlers.success);
  },
} satisfies Meta<typeof DataQualityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NeedsAttention: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 of 4 checks need attention')).toBeVisible();
  },
};

export const Reconciliation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('table', { name: 'Figures compared per league' });
    await expect(figures).toHaveTextContent("Team-season W-L: standings vs the team's games");
    await userEvent.click(within(figures).getByRole('button', { name: /List the 4 disagreements/ }));
    await expect(await canvas.findByText(/4 disagreements over team_season\.record/)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Empty fields per league' })).toHaveTextContent(
      'The BAA held its first draft in 1947',
    );
  },
};

export const AllRules: Story = {
  parameters: { route: paths.dataQuality({ rules: 'all' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Every validation rule' })).toBeVisible();
  },
};

export const AfterValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Run Full Validation' }));
    await expect(await canvas.findByText('All 4 checks passing')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...qualityHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Running the data checks...');
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...qualityHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to Load Data')).toBeVisible();
  },
};
