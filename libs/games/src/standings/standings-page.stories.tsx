import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, userEvent, within } from 'storybook/test';
import { standingsHandlers } from '../testing/standings-scenario';
import StandingsPage from './standings-page';

const meta = {
  title: 'Features/Games/StandingsPage',
  component: StandingsPage,
  parameters: { routePath: routePatterns.standings, route: paths.standings() },
  globals: { site: 'nfl' },
  beforeEach({ msw }) {
    msw.use(...standingsHandlers.success);
  },
} satisfies Meta<typeof StandingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const west = await canvas.findByRole('table', { name: 'NFL · AFC West' });
    await expect(within(west).getAllByRole('rowheader')[0]).toHaveTextContent('Kansas City Chiefs');
    await expect(canvas.getByRole('region', { name: 'Standings counts' })).toHaveTextContent(/Champions\s*1/);
  },
};

export const RowExpanded: Story = {
  parameters: { route: paths.standings({ season: 2023, open: '1' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Kansas City Chiefs Details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('6-3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buffalo Bills Details' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OnDate: Story = {
  parameters: { route: paths.standings({ season: 2023, date: '2023-11-15' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The table on Nov 15, 2023/)).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Denver Broncos/ })).toHaveTextContent('4');
  },
};

export const NoGamesInData: Story = {
  globals: { site: 'cbs' },
  parameters: { route: paths.standings({ season: 2023 }) },
  beforeEach({ msw }) {
    msw.use(...standingsHandlers.noGames);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent('no table on a date');
  },
};

export const Empty: Story = {
  parameters: { route: paths.standings({ season: 1850 }) },
  beforeEach({ msw }) {
    msw.use(...standingsHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Standings Found' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...standingsHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading standings...');
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...standingsHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error Loading Standings');
  },
};
