import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: 'Championship History',
    subtitle: 'Explore the rich history of champions across all sports.',
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Championship History' })).toBeVisible();
    await expect(canvas.getByText('Explore the rich history of champions across all sports.')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { title: 'Analytics', subtitle: undefined, actions: <Button variant="outline">Export</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Data Quality', subtitle: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Data Quality' }),
    ).toBeVisible();
  },
};
