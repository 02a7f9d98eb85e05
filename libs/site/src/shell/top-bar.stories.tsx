import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SeasonPicker } from '@trophy-room/ui-kit';
import { TopBar } from './top-bar';

const mobileViewport = {
  viewport: {
    options: {
      mobile360: { name: 'Phone 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

const meta = {
  title: 'UI/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    seasonPicker: (
      <label className="flex items-center gap-1 text-sm text-slate-700">
        <span className="sr-only">Season</span>
        <select className="rounded-md border border-slate-300 bg-white px-2 py-1.5">
          <option>2024-25 Season</option>
          <option>2023-24 Season</option>
        </select>
      </label>
    ),
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('navigation', { name: 'Main' });
    for (const name of ['Scores', 'Seasons', 'Standings', 'Teams', 'Players', 'Coaches']) {
      await expect(within(main).getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('combobox', { name: 'Season' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'ADMIN' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  },
};

export const Scrolled: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <main style={{ height: '3000px', padding: '1rem' }}>
          <p>Page content long enough to scroll.</p>
        </main>
      </>
    ),
  ],
  // Put the page back at the top for whichever story renders next.
  beforeEach: () => () => window.scrollTo(0, 0),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('banner');
    window.scrollTo(0, 200);
    await waitFor(() => expect(bar).toHaveAttribute('data-scrolled', 'true'));
  },
};

export const MobileMenuOpen: Story = {
  parameters: mobileViewport,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const toggle = canvas.getByRole('button', { name: 'Close menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getByRole('link', { name: 'Coaches' })).toBeVisible();
  },
};

export const MobileMenuClosesOnLink: Story = {
  parameters: mobileViewport,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Teams' }),
    );
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  },
};

export const WithAdmin: Story = {
  args: { showAdmin: true },
  play: async ({ canvasElement }) => {
    const admin = within(canvasElement).getByRole('link', { name: 'ADMIN' });
    await expect(admin).toBeVisible();
    await expect(admin).toHaveAttribute('href', 'http://localhost:8000/admin/');
  },
};

export const ActiveSection: Story = {
  parameters: { route: '/standings' },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Standings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Touch targets on a phone: the season select and the bar's buttons are at least 44 px tall (WCAG 2.5.5). */
export const TouchTargets: Story = {
  parameters: mobileViewport,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: {
    seasonPicker: (
      <SeasonPicker value={2025} years={[2025, 2024, 2023]} sport="football" onChange={() => undefined} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = [
      canvas.getByRole('combobox', { name: 'Season' }),
      canvas.getByRole('button', { name: 'Dark mode' }),
      canvas.getByRole('button', { name: 'Open menu' }),
    ];
    for (const control of controls)
      await expect(control.getBoundingClientRect().height, control.outerHTML).toBeGreaterThanOrEqual(44);
  },
};
