import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import { debugHandlers } from '../testing/debug-scenario';
import DebugPage from './debug-page';

const meta = {
  title: 'Features/Insights/DebugPage',
  component: DebugPage,
  parameters: { routePath: routePatterns.debug, route: paths.debug() },
  beforeEach({ msw }) {
    msw.use(...debugHandlers.success);
  },
} satisfies Meta<typeof DebugPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Boston Celtics')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...debugHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Calling the teams endpoint...');
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...debugHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The teams service is unavailable.');
  },
};
