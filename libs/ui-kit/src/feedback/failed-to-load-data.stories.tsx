import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FailedToLoadData } from './failed-to-load-data';

const meta = {
  title: 'UI/FailedToLoadData',
  component: FailedToLoadData,
  args: { onRetry: fn() },
} satisfies Meta<typeof FailedToLoadData>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Failed to Load Data' })).toBeVisible();
    await expect(
      canvas.getByText('Something went wrong while loading the data. Please try again.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
