import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'All Teams', to: '/teams' },
      { label: 'Kansas City Chiefs', to: '/teams/kansas-city-chiefs' },
      { label: '2024-25 Season' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'All Teams' })).toHaveAttribute('href', '/teams');
    await expect(within(nav).getByText('2024-25 Season')).toHaveAttribute('aria-current', 'page');
  },
};

export const WithBackLink: Story = {
  args: {
    items: [{ label: 'All Coaches', to: '/coaches' }, { label: 'Coach Details' }],
    backTo: '/coaches',
    backLabel: 'Back to Coaches',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Back to Coaches/ })).toHaveAttribute(
      'href',
      '/coaches',
    );
  },
};
