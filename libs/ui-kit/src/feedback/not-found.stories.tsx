import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './not-found';
import { TrophyIcon } from './trophy-icon';

const meta = {
  title: 'UI/NotFound',
  component: NotFound,
  args: {
    title: 'Season Not Found',
    message: 'The season you are looking for does not exist.',
    back: { to: '/seasons', label: 'Back to Seasons' },
  },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Season Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Seasons' })).toHaveAttribute('href', '/seasons');
  },
};

export const WithIcon: Story = {
  args: {
    title: 'Championship Not Found',
    message: "We couldn't find details for this championship.",
    back: { to: '/championships', label: 'Back to Championships' },
    icon: <TrophyIcon className="size-10" />,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Championship Not Found' }),
    ).toBeVisible();
  },
};
