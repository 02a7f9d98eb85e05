import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoDataAvailable } from './no-data-available';

const meta = {
  title: 'UI/NoDataAvailable',
  component: NoDataAvailable,
} satisfies Meta<typeof NoDataAvailable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No Data Available' })).toBeVisible();
  },
};

export const WithMessage: Story = {
  args: { message: 'Try adjusting your search or filters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Try adjusting your search or filters.')).toBeVisible();
  },
};
