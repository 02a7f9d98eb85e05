import type { Meta, StoryObj } from '@storybook/react-vite';
import { COLOR_SCHEME_KEY } from '@trophy-room/site-theme';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeToggle } from './theme-toggle';

const meta = {
  title: 'UI/ThemeToggle',
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the system setting until pressed; pressing switches the page and remembers the choice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark mode' });
    const wasDark = toggle.getAttribute('aria-pressed') === 'true';
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', String(!wasDark));
    await expect(document.documentElement.classList.contains('dark')).toBe(!wasDark);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', String(wasDark));
    // Back to following the system (and the toolbar's mode) for the stories after this one.
    localStorage.removeItem(COLOR_SCHEME_KEY);
  },
};
