import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoGamesFound } from './no-games-found';

const meta = {
  title: 'UI/NoGamesFound',
  component: NoGamesFound,
} satisfies Meta<typeof NoGamesFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No Games Found' })).toBeVisible();
  },
};

export const WithMessage: Story = {
  args: { message: 'Try adjusting your search or filters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Try adjusting your search or filters.')).toBeVisible();
  },
};
