import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SeasonPicker } from './season-picker';

const options = Array.from({ length: 107 }, (_, i) => 2026 - i);

const meta = {
  title: 'UI/SeasonPicker',
  component: SeasonPicker,
  args: { value: 2025, options, onChange: fn() },
} satisfies Meta<typeof SeasonPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Season');
    await expect(within(select).getAllByRole('option')).toHaveLength(20);
    await userEvent.selectOptions(select, '2019');
    await expect(args.onChange).toHaveBeenCalledWith(2019);
  },
};

export const SingleYear: Story = {
  args: { singleYear: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: '2025 Season' })).toBeInTheDocument();
  },
};

export const OlderSelection: Story = {
  args: { value: 1950 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Season')).toHaveValue('1950');
  },
};
