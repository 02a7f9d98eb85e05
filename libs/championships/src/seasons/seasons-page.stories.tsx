import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seasonHandlers } from '@trophy-room/contract/testing';
import SeasonsPage from './seasons-page';
import { paths } from '@trophy-room/routes';

const meta = {
  title: 'Features/Championships/SeasonsPage',
  component: SeasonsPage,
  parameters: { route: paths.seasons() },
  beforeEach({ msw }) {
    msw.use(...seasonHandlers.success);
  },
} satisfies Meta<typeof SeasonsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Seasons' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByRole('region', { name: 'Season counts' })).toHaveTextContent('Total Seasons7');
  },
};

export const QuickFilter: Story = {
  globals: { site: 'hub' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'CBB' }));
    // The filtered view is read after the click; the previous one stays on screen until it arrives.
    const list = canvas.getByRole('list', { name: 'Seasons' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(list).toHaveTextContent('2024-25 NCAA Basketball Season');
  },
};

export const SetActiveSeason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Set as Active Season: 1995 NFL Season' }));
    // The chosen season in the URL: the list shows that season's, marked active.
    const card = (await canvas.findByRole('link', { name: '1995 NFL Season' })).closest('li') as HTMLElement;
    await expect(within(card).getByText('Active Season')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: '2024 NFL Season' })).toBeNull());
  },
};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search' }), 'chiefs');
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Seasons' })).getAllByRole('listitem')).toHaveLength(1),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...seasonHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading seasons...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...seasonHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByRole('region', { name: 'No Seasons Found' });
    await expect(empty).toHaveTextContent('Try adjusting your search or filters.');
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...seasonHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error Loading Seasons');
  },
};
