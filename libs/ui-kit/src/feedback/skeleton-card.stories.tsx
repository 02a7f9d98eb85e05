import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkeletonCard } from './skeleton-card';

const meta = {
  title: 'UI/SkeletonCard',
  component: SkeletonCard,
  args: { className: 'max-w-sm' },
} satisfies Meta<typeof SkeletonCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton-card"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
