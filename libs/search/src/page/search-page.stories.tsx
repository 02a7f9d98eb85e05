import type { Meta, StoryObj } from '@storybook/react-vite';
import { searchHandlers } from '@trophy-room/contract/testing';
import { paths } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import SearchPage from './search-page';

const meta = {
  title: 'Features/Search/SearchPage',
  component: SearchPage,
  parameters: { route: paths.search({ q: 'so' }) },
  beforeEach({ msw }) {
    msw.use(...searchHandlers.success);
  },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Oklahoma City Thunder' })).toBeVisible();
    await expect(canvas.getByText('Matched former name: Seattle SuperSonics, 1967–2007')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All 12 players' })).toBeVisible();
  },
};

export const OneKind: Story = {
  parameters: { route: paths.search({ q: 'so', kind: 'player' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'LeBron James' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Players' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NoResults: Story = {
  parameters: { route: paths.search({ q: 'supersonix' }) },
  beforeEach({ msw }) {
    msw.use(...searchHandlers.noResults);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No matches for “supersonix”' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Seattle SuperSonics' })).toBeVisible();
  },
};

export const Prompt: Story = {
  parameters: { route: paths.search() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Search the record book' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...searchHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Searching...');
  },
};
