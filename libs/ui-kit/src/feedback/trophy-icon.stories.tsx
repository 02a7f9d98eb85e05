import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrophyIcon } from './trophy-icon';

const meta = {
  title: 'UI/TrophyIcon',
  component: TrophyIcon,
  args: { className: 'size-12 text-primary-700' },
} satisfies Meta<typeof TrophyIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
