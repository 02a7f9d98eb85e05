import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    className: 'max-w-sm',
    children: (
      <>
        <h2 className="text-lg font-semibold">Current Champion</h2>
        <p className="text-slate-600">Kansas City Chiefs, 2023-24 Season</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Current Champion' })).toBeVisible();
  },
};
