import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { playerHandlers } from '@trophy-room/contract/testing';
import { paths } from '@trophy-room/routes';
import PlayersPage from './players-page';

const meta = {
  title: 'Features/People/PlayersPage',
  component: PlayersPage,
  parameters: { route: paths.players() },
  beforeEach({ msw }) {
    msw.use(...playerHandlers.success);
  },
} satisfies Meta<typeof PlayersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Players' });
    await expect(within(list).getByRole('link', { name: 'Wayne Gretzky' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LeBron James' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'gre');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('gre');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...playerHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading players...');
  },
};

export const Empty: Story = {
  parameters: { route: paths.players({ q: 'zzz' }) },
  beforeEach({ msw }) {
    msw.use(...playerHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByRole('region', { name: 'No Players Found' });
    await expect(empty).toHaveTextContent('Try adjusting your search or filters.');
  },
};

/** College basketball: the sources hold no players (but coaches), so the page says so and points there. */
export const NoPeopleInSources: Story = {
  globals: { site: 'cbb' },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByRole('region', { name: 'No Players in Our Sources' });
    await expect(empty).toHaveTextContent('hold no player records');
    await expect(within(empty).getByRole('link', { name: 'See the coaches' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { route: paths.players({ q: 'failing' }) },
  beforeEach({ msw }) {
    msw.use(...playerHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load players data',
    );
  },
};
