import type { Meta, StoryObj } from '@storybook/react-vite';
import { anAwardSummary, aSuperBowlMvpSummary, mockApi } from '@trophy-room/contract/testing';
import { paths } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import AwardsPage from './awards-page';

const meta = {
  title: 'Features/Awards/AwardsPage',
  component: AwardsPage,
  parameters: { route: paths.awards() },
  beforeEach({ msw }) {
    msw.use(mockApi.data('awards', [anAwardSummary(), aSuperBowlMvpSummary()]));
  },
} satisfies Meta<typeof AwardsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Super Bowl MVP' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Awards' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.loading('awards'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading awards...');
  },
};

export const Empty: Story = {
  globals: { site: 'cfb' },
  beforeEach({ msw }) {
    msw.use(mockApi.data('awards', []));
  },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByRole('region', { name: 'No Awards Found' });
    await expect(empty).toHaveTextContent('hold no award records');
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.error('awards'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error Loading Awards');
  },
};
