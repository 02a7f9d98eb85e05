import type { Meta, StoryObj } from '@storybook/react-vite';
import { leaderHandlers } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import LeaderListPage from './leader-list-page';

const meta = {
  title: 'Features/Leaders/LeaderListPage',
  component: LeaderListPage,
  parameters: { routePath: routePatterns.leaderStat, route: paths.leaders('home-runs') },
  globals: { site: 'mlb' },
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.success);
  },
} satisfies Meta<typeof LeaderListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Career leaders: Home runs (MLB)' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Barry Bonds');
  },
};

/** A rate: career ERA with innings pitched beside it, in thirds from outs (8,893 outs: 2,964.1). */
export const RateWithQualifier: Story = {
  parameters: { route: paths.leaders('earned-run-average') },
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.rate);
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Career leaders: Earned run average (MLB)',
    });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2,964.1');
  },
};

/** An active player's career runs past the lines (Lahman ends with 2024): his row is marked, the mark explained. */
export const PartialCareer: Story = {
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.partialCareer);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('link', { name: 'Giancarlo Stanton' })).closest('tr')!;
    await expect(within(row).getByText('†')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Coverage' })).toHaveTextContent(
      /His career runs past the seasons our sources cover/,
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading leaders...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No player qualifies with these filters.'),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: paths.leaders('nothing') },
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Stat Not Found' })).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...leaderHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load leaders')).toBeVisible();
  },
};
