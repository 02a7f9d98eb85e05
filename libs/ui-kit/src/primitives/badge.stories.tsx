import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['success', 'warning', 'error', 'neutral', 'primary', 'secondary'],
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

export const Success: Story = { args: { variant: 'success', children: 'Live' }, play: shows('Live') };
export const Warning: Story = {
  args: { variant: 'warning', children: 'Postponed' },
  play: shows('Postponed'),
};
export const ErrorVariant: Story = {
  name: 'Error',
  args: { variant: 'error', children: 'Failing' },
  play: shows('Failing'),
};
export const Neutral: Story = { args: { variant: 'neutral', children: 'Inactive' }, play: shows('Inactive') };
export const Primary: Story = {
  args: { variant: 'primary', children: 'Scheduled' },
  play: shows('Scheduled'),
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Final' }, play: shows('Final') };
