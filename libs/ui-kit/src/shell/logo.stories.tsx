import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brokenLogo, inlineLogo, WithLogo } from '../testing/story-logo';
import { Logo } from './logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <WithLogo logo={inlineLogo}>
        <Story />
      </WithLogo>
    ),
  ],
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /Trophy Room/ });
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(img).toBeVisible();
  },
};

export const WithName: Story = {
  args: { withName: true, nameClassName: 'text-lg' },
  decorators: Default.decorators,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Trophy Room/)).toBeVisible();
  },
};

export const BrokenImage: Story = {
  decorators: [
    (Story) => (
      <WithLogo logo={brokenLogo}>
        <Story />
      </WithLogo>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('img')).not.toBeInTheDocument());
    await expect(canvas.getByText(/Trophy Room/)).toBeVisible();
  },
};
