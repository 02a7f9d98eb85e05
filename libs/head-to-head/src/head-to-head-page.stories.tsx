import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import HeadToHeadPage from './head-to-head-page';

const meta = {
  title: 'Features/Head To Head/HeadToHeadPage',
  component: HeadToHeadPage,
  parameters: { route: paths.headToHead() },
} satisfies Meta<typeof HeadToHeadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Head To Head' })).toBeVisible();
  },
};
