import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import { scoresHandlers } from '../testing/scores-scenario';
import ScoresPage from './scores-page';

const meta = {
  title: 'Features/Games/ScoresPage',
  component: ScoresPage,
  parameters: {
    routePath: routePatterns.scores,
    route: paths.scores({ from: '2024-02-10', to: '2024-02-11' }),
  },
  beforeEach({ msw }) {
    msw.use(...scoresHandlers.success);
  },
} satisfies Meta<typeof ScoresPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('link', { name: /Kansas City Chiefs/ });
    await expect(card).toHaveTextContent('Final/OT');
    await expect(canvas.getByRole('link', { name: /Miami Dolphins/ })).toHaveTextContent('Scheduled');
  },
};

export const EmptyRange: Story = {
  parameters: { route: paths.scores({ from: '2024-03-01', to: '2024-03-07' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Games Found' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Sunday, Feb 11, 2024/ })).toBeVisible();
  },
};

/** No date in the URL and no game today: the latest week with games, and a line saying so. */
export const LatestWeekWithGames: Story = {
  parameters: { route: paths.scores() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'No games today; showing the latest week with games, Feb 5 – Feb 11, 2024.',
    );
    await expect(await canvas.findByRole('link', { name: /Kansas City Chiefs/ })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scoresHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading games...');
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...scoresHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load game scores');
  },
};
