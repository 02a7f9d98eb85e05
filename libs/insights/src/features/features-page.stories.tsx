import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, userEvent, within } from 'storybook/test';
import FeaturesPage from './features-page';

const meta = {
  title: 'Features/Insights/FeaturesPage',
  component: FeaturesPage,
  parameters: { routePath: routePatterns.features, route: paths.features() },
} satisfies Meta<typeof FeaturesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
    await expect(canvas.getAllByText('Coming Soon')).toHaveLength(2);
  },
};

export const DataCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Data (2)' }));
    await expect(canvas.getByRole('tab', { name: 'Data (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Data Quality Checks')).toBeVisible();
  },
};
