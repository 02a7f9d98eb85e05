import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SeasonPicker } from './season-picker';

/** The NFL's seasons with data: 1920 to 2025. */
const years = Array.from({ length: 106 }, (_, i) => 2025 - i);

const meta = {
  title: 'UI/SeasonPicker',
  component: SeasonPicker,
  args: { value: 2025, years, onChange: fn(), sport: 'football' },
} satisfies Meta<typeof SeasonPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Season');
    await expect(within(select).getAllByRole('option')).toHaveLength(106);
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent('2025');
    await userEvent.selectOptions(select, '2019');
    await expect(args.onChange).toHaveBeenCalledWith(2019);
  },
};

/** Basketball and hockey seasons are named by both years. */
export const TwoYearSeasons: Story = {
  args: { sport: 'basketball', years: years.slice(0, 80) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: '2025-26' })).toBeInTheDocument();
  },
};

export const OlderSelection: Story = {
  args: { value: 1950 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Season')).toHaveValue('1950');
  },
};
