import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'View Details', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const clicks: Story['play'] = async ({ canvasElement, args }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: String(args.children) }));
  await expect(args.onClick).toHaveBeenCalledTimes(1);
};

export const Primary: Story = { play: clicks };
export const Secondary: Story = { args: { variant: 'secondary' }, play: clicks };
export const Outline: Story = { args: { variant: 'outline', children: 'Export Report' }, play: clicks };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Share' }, play: clicks };
export const Danger: Story = { args: { variant: 'danger', children: 'Try Again' }, play: clicks };
export const Small: Story = { args: { size: 'sm', children: 'Today' }, play: clicks };
export const Large: Story = { args: { size: 'lg', children: 'Start Free Trial' }, play: clicks };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View Details' });
    await expect(button).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
