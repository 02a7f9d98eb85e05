import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { coachHandlers } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import CoachDetailPage from './coach-detail-page';

const meta = {
  title: 'Features/People/CoachDetailPage',
  component: CoachDetailPage,
  parameters: { routePath: routePatterns.coach, route: paths.coach('andy-reid') },
  beforeEach({ msw }) {
    msw.use(...coachHandlers.success);
  },
} satisfies Meta<typeof CoachDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Andy Reid' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Coaching record by season' })).toHaveTextContent(
      'Champion',
    );
  },
};

/** Erik Spoelstra: the NBA coaching source ends with 2020-21, his last season in it — status unknown after it. */
export const StatusUnknown: Story = {
  parameters: { route: paths.coach('erik-spoelstra') },
  beforeEach({ msw }) {
    msw.use(...coachHandlers.statusUnknown);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Status after 2020-21 unknown: our coaching records end there.'),
    ).toBeVisible();
  },
};

export const HistoryOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Coaching History'));
    await expect(canvas.getByText('2013–Present')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...coachHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading coach...');
  },
};

export const NotFound: Story = {
  parameters: { route: paths.coach('nobody') },
  beforeEach({ msw }) {
    msw.use(...coachHandlers.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Coach Not Found' }),
    ).toBeVisible();
  },
};

export const CareerTotalsOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...coachHandlers.noSeasons);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Andy Reid' })).toBeVisible();
    await expect(canvas.getByText(/record as career totals only/)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...coachHandlers.detailError);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error Loading Coaches');
  },
};
