import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import DataPage from './data-page';
import { dataHandlers } from './testing/data-scenario';

const meta = {
  title: 'Features/Data/DataPage',
  component: DataPage,
  parameters: { routePath: routePatterns.data, route: paths.data() },
  beforeEach({ msw }) {
    msw.use(...dataHandlers.success);
  },
} satisfies Meta<typeof DataPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Download everything/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Dataset files' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...dataHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent("Loading the dataset's files...");
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...dataHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to Load Data')).toBeVisible();
  },
};
