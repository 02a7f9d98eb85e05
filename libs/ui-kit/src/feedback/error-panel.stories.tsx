import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPanel } from './error-panel';

const meta = {
  title: 'UI/ErrorPanel',
  component: ErrorPanel,
  args: { title: 'Error Loading Championships', message: 'Request failed with status 500' },
} satisfies Meta<typeof ErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error Loading Championships');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithRetry: Story = {
  args: { title: 'Failed to load game scores', message: undefined, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
