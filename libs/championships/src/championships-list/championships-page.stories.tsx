import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { championships } from '@trophy-room/contract/testing';
import ChampionshipsPage from './championships-page';
import { paths } from '@trophy-room/routes';

const URL = '/api/championships/championships/';
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const meta = {
  title: 'Features/Championships/ChampionshipsPage',
  component: ChampionshipsPage,
  parameters: { route: paths.championships() },
} satisfies Meta<typeof ChampionshipsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(URL, () => HttpResponse.json(page(championships))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Championships' });
    await expect(within(grid).getByRole('heading', { name: 'Super Bowl' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Championship statistics' })).toHaveTextContent(
      'Total Championships4',
    );
  },
};

export const Filtered: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(URL, () => HttpResponse.json(page(championships))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Championships' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search championships' }), 'stanley');
    const grid = canvas.getByRole('list', { name: 'Championships' });
    await expect(
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Stanley Cup Final']);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(URL, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading championships...',
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(URL, () => HttpResponse.json(page([]))));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'No Championships Found' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(URL, () =>
        HttpResponse.json({ detail: 'The championships service is unavailable.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Error Loading Championships');
    await expect(alert).toHaveTextContent('The championships service is unavailable.');
  },
};
