import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Team sections',
    onValueChange: fn(),
    items: [
      { value: 'overview', label: 'Overview', content: <p>Team Information</p> },
      { value: 'roster', label: 'Roster', content: <p>No roster data available</p> },
      { value: 'stats', label: 'Stats', content: <p>Detailed season statistics coming soon</p> },
      { value: 'schedule', label: 'Schedule', content: <p>No schedule data available</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Roster' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Roster' })).toHaveTextContent(
      'No roster data available',
    );
    await expect(args.onValueChange).toHaveBeenCalledWith('roster');
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: 'stats' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Stats' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Schedule' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No schedule data available');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};

/** Tabs kept in the URL: links with role tab, so they work before hydration and open in a new tab. */
export const AsLinks: Story = {
  args: { href: (value: string) => `?tab=${value}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stats = canvas.getByRole('tab', { name: 'Stats' });
    await expect(stats).toHaveAttribute('href', '?tab=stats');
    await userEvent.click(stats);
    await expect(args.onValueChange).toHaveBeenCalledWith('stats');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Detailed season statistics coming soon');
  },
};
