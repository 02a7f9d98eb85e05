import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { directoryHandlers } from '../testing/teams-scenario';
import TeamsPage from './teams-page';

const meta = {
  title: 'Features/Teams/TeamsPage',
  component: TeamsPage,
  globals: { site: 'nfl' },
  parameters: { routePath: routePatterns.teams, route: paths.teams() },
  beforeEach({ msw }) {
    msw.use(...directoryHandlers);
  },
} satisfies Meta<typeof TeamsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Teams' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByText('Explore 3 teams across all major professional sports leagues'),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Team statistics' })).toHaveTextContent(
      'Total Teams3Sports1Divisions2Filtered Results3',
    );
    await expect(within(list).getByText('Defunct 1925–1931')).toBeVisible();
  },
};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search teams' }), 'vegas');
    const tiles = canvas.getByRole('region', { name: 'Team statistics' });
    await waitFor(() => expect(tiles).toHaveTextContent('Filtered Results1'));
    const list = canvas.getByRole('list', { name: 'Teams' });
    await expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Las Vegas Raiders']);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.loading('teams'));
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Loading teams...');
    await expect(status.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(9);
  },
};

export const Empty: Story = {
  parameters: { route: paths.teams({ q: 'curling' }) },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByRole('region', { name: 'No Teams Found' });
    await expect(empty).toHaveTextContent('Try adjusting your search or filters.');
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.error('teamFacets', 'The database is unavailable.'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load teams data');
    await expect(alert).toHaveTextContent('The database is unavailable.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
