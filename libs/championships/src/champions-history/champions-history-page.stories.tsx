import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { champions } from '@trophy-room/contract/testing';
import ChampionsHistoryPage from './champions-history-page';
import { paths } from '@trophy-room/routes';

const URL = '/api/championships/champions/';

const meta = {
  title: 'Features/Championships/ChampionsHistoryPage',
  component: ChampionsHistoryPage,
  parameters: { route: paths.champions() },
  globals: { site: 'hub' },
} satisfies Meta<typeof ChampionsHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(URL, () => HttpResponse.json({ data: champions })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = await canvas.findByRole('region', { name: '2025' });
    // Title years: the 2024 Super Bowl (played Feb 2025) is 2024, so 2025 holds only the college basketball title.
    await expect(within(year).getByRole('heading', { name: 'Football' })).toBeVisible();
    await expect(within(year).getAllByText('No champions recorded')).toHaveLength(3);
  },
};

export const Expanded: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(URL, () => HttpResponse.json({ data: champions })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entry = await canvas.findByRole('button', { name: /Philadelphia Eagles/ });
    await userEvent.click(entry);
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Nick Sirianni')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(URL, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading championship history...',
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(URL, () => HttpResponse.json({ data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'No championship history available' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(URL, () => HttpResponse.json({ detail: 'Unavailable' }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load championship history');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
