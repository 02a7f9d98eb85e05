import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoon } from './coming-soon';

const meta = {
  title: 'UI/ComingSoon',
  component: ComingSoon,
  args: { feature: 'Play-by-play' },
} satisfies Meta<typeof ComingSoon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expect(canvas.getByText('Play-by-play will be available in a future update.')).toBeVisible();
  },
};
