import type { Meta, StoryObj } from '@storybook/react-vite';
import { anAwardDetail, mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import AwardDetailPage from './award-detail-page';

const meta = {
  title: 'Features/Awards/AwardDetailPage',
  component: AwardDetailPage,
  parameters: { routePath: routePatterns.award, route: paths.award('nba-most-valuable-player') },
  globals: { site: 'nba' },
  beforeEach({ msw }) {
    msw.use(mockApi.data('award', anAwardDetail()));
  },
} satisfies Meta<typeof AwardDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'NBA Most Valuable Player' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Michael Jordan' })[0]).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.loading('award'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading award...');
  },
};

/** A search that matches no winner. */
export const Empty: Story = {
  parameters: { route: paths.award('nba-most-valuable-player', { q: 'zzz' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No winners match your search.')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: paths.award('nothing') },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/awards/awards/:key/', () =>
        HttpResponse.json({ detail: 'Award not found.' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Award Not Found' })).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.error('award'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error Loading Award');
  },
};
