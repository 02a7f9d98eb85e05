import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoPlayersFound } from './no-players-found';

const meta = {
  title: 'UI/NoPlayersFound',
  component: NoPlayersFound,
} satisfies Meta<typeof NoPlayersFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No Players Found' })).toBeVisible();
  },
};

export const WithMessage: Story = {
  args: { message: 'Try adjusting your search or filters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Try adjusting your search or filters.')).toBeVisible();
  },
};
