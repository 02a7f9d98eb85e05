import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import { finalsGame5, gameHandlers, scheduledDetail, withExtras } from '../testing/game-scenario';
import GameDetailPage from './game-detail-page';

const meta = {
  title: 'Features/Games/GameDetailPage',
  component: GameDetailPage,
  parameters: { routePath: routePatterns.game, route: paths.game(finalsGame5.id) },
  beforeEach({ msw }) {
    msw.use(...gameHandlers.success);
  },
} satisfies Meta<typeof GameDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Final: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dallas Mavericks at Boston Celtics' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('won the series 4–1');
  },
};

export const WithCoachesAndLineScore: Story = {
  parameters: { route: paths.game(withExtras.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Line score' })).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(...gameHandlers.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Game Not Found' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...gameHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading game...');
  },
};

export const Scheduled: Story = {
  parameters: { route: paths.game(scheduledDetail.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent(/preview|not started|scheduled/i);
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...gameHandlers.error);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
