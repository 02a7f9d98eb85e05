import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkeletonGrid } from './skeleton-grid';

const meta = {
  title: 'UI/SkeletonGrid',
  component: SkeletonGrid,
} satisfies Meta<typeof SkeletonGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectCards =
  (count: number): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(count);
  };

export const Teams: Story = { args: { count: 9, label: 'Loading teams...' }, play: expectCards(9) };
export const Games: Story = { args: { count: 8, label: 'Loading game scores...' }, play: expectCards(8) };
export const Players: Story = { args: { count: 12, label: 'Loading players...' }, play: expectCards(12) };
