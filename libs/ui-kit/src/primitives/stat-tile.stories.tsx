import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatTile } from './stat-tile';

const meta = {
  title: 'UI/StatTile',
  component: StatTile,
  args: { label: 'Total Teams', value: 32, className: 'max-w-xs' },
} satisfies Meta<typeof StatTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total Teams')).toBeVisible();
    await expect(canvas.getByText('32')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { label: 'Founded', value: 1960, icon: '🏟' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1960')).toBeVisible();
  },
};
