import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../primitives/button';
import { EmptyState } from './empty-state';
import { SearchIcon } from './search-icon';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No Seasons Found', message: 'Try adjusting your search or filters.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No Seasons Found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filters.')).toBeVisible();
  },
};

export const WithIconAndAction: Story = {
  args: { icon: <SearchIcon />, action: <Button variant="outline">Clear filters</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};
