import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { superBowl, superBowlResults, superBowlStats } from '@trophy-room/contract/testing';
import ChampionshipDetailPage from './championship-detail-page';
import { paths, routePatterns } from '@trophy-room/routes';

const BASE = '/api/championships/championships/';
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const meta = {
  title: 'Features/Championships/ChampionshipDetailPage',
  component: ChampionshipDetailPage,
  parameters: { routePath: routePatterns.championship, route: paths.championship('super-bowl') },
  beforeEach({ msw }) {
    msw.use(
      http.get(`${BASE}super-bowl/`, () => HttpResponse.json(superBowl)),
      http.get(`${BASE}1/champions/`, () => HttpResponse.json(page(superBowlResults))),
      http.get(`${BASE}1/stats/`, () => HttpResponse.json(superBowlStats)),
    );
  },
} satisfies Meta<typeof ChampionshipDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Super Bowl' })).toBeVisible();
    const current = await canvas.findByRole('heading', { name: 'Current Champion' });
    await expect(current.parentElement).toHaveTextContent('Philadelphia Eagles');
  },
};

export const RowExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('button', { name: /^2024 Philadelphia Eagles/ });
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Philadelphia Eagles 40, Kansas City Chiefs 22')).toBeVisible();
  },
};

export const WithoutHighestScore: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${BASE}1/stats/`, () =>
        HttpResponse.json({ ...superBowlStats, highest_score: null, highest_score_game: null }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Records' });
    await expect(canvas.queryByText('Highest Score')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${BASE}super-bowl/`, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading championship details...',
    );
  },
};

export const NotFound: Story = {
  parameters: { route: paths.championship('curling-cup') },
  beforeEach({ msw }) {
    msw.use(
      http.get(`${BASE}curling-cup/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Championship Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Championships' })).toHaveAttribute(
      'href',
      '/championships',
    );
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${BASE}1/champions/`, () => HttpResponse.json({ detail: 'Unavailable' }, { status: 503 })),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to Load Data');
  },
};
