import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingSpinner } from './loading-spinner';

const meta = {
  title: 'UI/LoadingSpinner',
  component: LoadingSpinner,
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'dots', 'pulse', 'trophy'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof LoadingSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectStatus =
  (variant: string, label = 'Loading...'): Story['play'] =>
  async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-variant', variant);
    await expect(status).toHaveTextContent(label);
  };

export const Default: Story = { play: expectStatus('default') };
export const Dots: Story = { args: { variant: 'dots' }, play: expectStatus('dots') };
export const Pulse: Story = { args: { variant: 'pulse' }, play: expectStatus('pulse') };
export const Trophy: Story = {
  args: { variant: 'trophy', size: 'lg', label: 'Loading championship details...' },
  play: expectStatus('trophy', 'Loading championship details...'),
};
export const SmallHiddenLabel: Story = {
  args: { size: 'sm', hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toHaveClass('sr-only');
  },
};
